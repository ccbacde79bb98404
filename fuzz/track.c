/* track.c - the allocation table and exit() of the fuzz target (see
 * track.h).  Not compiled with track.h: it calls the real allocator. */
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "fuzz.h"

/* Open addressing over pointer values; a freed slot becomes a tombstone
 * until the table is rebuilt. */
#define TOMB ((void *)1)

static void **slots;
static size_t nslots, used, live;

static size_t hash(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return (size_t)x;
}

static void insert(void *p);

static void rebuild(size_t size)
{
    void **old = slots;
    size_t nold = nslots;
    slots = calloc(size, sizeof *slots);
    if (!slots) {
        fputs("fuzz: out of memory\n", stderr);
        abort();
    }
    nslots = size;
    used = live = 0;
    for (size_t i = 0; i < nold; i++)
        if (old[i] && old[i] != TOMB)
            insert(old[i]);
    free(old);
}

static void insert(void *p)
{
    if (!p)
        return;
    if (2 * (used + 1) > nslots)
        rebuild(nslots ? (live * 4 > nslots ? 2 * nslots : nslots) : 1024);
    size_t i = hash(p) & (nslots - 1);
    while (slots[i] && slots[i] != TOMB)
        i = (i + 1) & (nslots - 1);
    if (!slots[i])
        used++;
    slots[i] = p;
    live++;
}

static void forget(void *p)
{
    if (!p || !nslots)
        return;
    size_t i = hash(p) & (nslots - 1);
    for (; slots[i]; i = (i + 1) & (nslots - 1))
        if (slots[i] == p) {
            slots[i] = TOMB;
            live--;
            return;
        }
    fprintf(stderr, "fuzz: free of %p, which gen/ did not allocate\n", p);
    abort();
}

void *track_malloc(size_t n)
{
    void *p = malloc(n);
    insert(p);
    return p;
}

void *track_calloc(size_t n, size_t size)
{
    void *p = calloc(n, size);
    insert(p);
    return p;
}

void *track_realloc(void *p, size_t n)
{
    void *q = realloc(p, n);
    if (q) {
        forget(p);
        insert(q);
    }
    return q;
}

void track_free(void *p)
{
    forget(p);
    free(p);
}

void track_free_all(void)
{
    for (size_t i = 0; i < nslots; i++)
        if (slots[i] && slots[i] != TOMB)
            free(slots[i]);
    free(slots);
    slots = NULL;
    nslots = used = live = 0;
}

jmp_buf fuzz_exit_jump;
int fuzz_exit_armed;

_Noreturn void track_exit(int status)
{
    if (status == 3) {
        fputs("fuzz: ptogen internal error (exit status 3)\n", stderr);
        abort();
    }
    if (!fuzz_exit_armed) {
        fprintf(stderr, "fuzz: exit(%d) outside an input\n", status);
        abort();
    }
    longjmp(fuzz_exit_jump, status ? status : 256);
}

int track_fclose(FILE *f)
{
    if (f == stdout || f == stderr)
        return fflush(f);
    return fclose(f);
}
