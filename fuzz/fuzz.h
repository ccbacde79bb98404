/* fuzz.h - shared by the fuzz target's files. */
#ifndef PTOGEN_FUZZ_H
#define PTOGEN_FUZZ_H

#include <setjmp.h>

/* track_exit() jumps here while an input is running (fuzz_exit_armed). */
extern jmp_buf fuzz_exit_jump;
extern int fuzz_exit_armed;

void track_free_all(void);

#endif
