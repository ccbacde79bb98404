# common/frozen.m4 - the common templates that `make` reads after
# common/ptogen.m4 and freezes (m4 -F) into common/ptogen.m4f.  ptogen
# starts m4 from that state (m4 -R) instead of reading these files when
# it is newer than each of them (gen/m4run.c, m4run_frozen_from: keep the
# list there in step); a template reads them with pg_include, which then
# skips them.  Most of a small kernel's m4 time went to reading them
# (BENCH.md, "Generation").
pg_include([common/kernel.m4])
pg_include([common/helpers.m4])
pg_include([common/hostops.m4])
