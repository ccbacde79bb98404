m4_divert(-1)
# common/break.m4 - read between two templates that one m4 run expands
# (gen/m4run.c): the break escape the post-pass splits the output at, then
# m4's state as at a run's start, output on and '#' comments.
m4_changecom([#])m4_divert(0)@F@m4_dnl
