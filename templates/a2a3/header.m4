pg_include([common/kernel.m4])m4_dnl
pg_device_header
