/* track.h - force-included (-include) into the gen/ sources of the fuzz
 * target only.  ptogen keeps what it allocates until it exits, which a
 * fuzzer running millions of inputs in one process cannot afford; here
 * every allocation of gen/ goes through a table so that everything an
 * input left behind is freed before the next one (track_free_all), and
 * exit() returns to the fuzz target instead of ending the process. */
#ifndef PTOGEN_FUZZ_TRACK_H
#define PTOGEN_FUZZ_TRACK_H

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

void *track_malloc(size_t n);
void *track_calloc(size_t n, size_t size);
void *track_realloc(void *p, size_t n);
void track_free(void *p);
/* Free everything allocated and not freed since the last call. */
void track_free_all(void);
/* exit() of gen/: status 3 (an internal error) aborts, so libFuzzer
 * records a crash; any other status jumps back to the fuzz target. */
_Noreturn void track_exit(int status);
/* fclose() of gen/: standard output is flushed and stays open, since the
 * fuzz target runs ptogen's main() many times in one process. */
#include <stdio.h>
int track_fclose(FILE *f);

#define malloc(n) track_malloc(n)
#define calloc(n, s) track_calloc(n, s)
#define realloc(p, n) track_realloc(p, n)
#define free(p) track_free(p)
#define exit(s) track_exit(s)
#define fclose(f) track_fclose(f)

#endif
