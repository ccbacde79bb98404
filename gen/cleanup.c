/* cleanup.c - end m4 and remove temporary files when a signal ends
 * ptogen (cleanup.h). */
#define _POSIX_C_SOURCE 200809L
#include "cleanup.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

static const int signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
#define NSIGNALS ((int)(sizeof signals / sizeof signals[0]))

static volatile pid_t child;
static char *const *volatile files;
static volatile int nfiles;

static void on_signal(int sig)
{
    if (child > 0)
        kill(child, SIGTERM);
    for (int i = 0; files && i < nfiles; i++)
        if (files[i])
            unlink(files[i]);
    /* end as the signal would have, so the caller sees how */
    signal(sig, SIG_DFL);
    raise(sig);
}

void cleanup_install(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    for (int i = 0; i < NSIGNALS; i++)
        sigaddset(&sa.sa_mask, signals[i]);
    for (int i = 0; i < NSIGNALS; i++) {
        struct sigaction old;
        /* a signal ignored by whoever started ptogen stays ignored */
        if (sigaction(signals[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
            continue;
        sigaction(signals[i], &sa, NULL);
    }
}

void cleanup_child(pid_t pid)
{
    child = pid;
}

void cleanup_files(char *const *paths, int n)
{
    nfiles = 0;
    files = paths;
    nfiles = paths ? n : 0;
}

static void mask(int how)
{
    sigset_t set;
    sigemptyset(&set);
    for (int i = 0; i < NSIGNALS; i++)
        sigaddset(&set, signals[i]);
    sigprocmask(how, &set, NULL);
}

void cleanup_hold(void)
{
    mask(SIG_BLOCK);
}

void cleanup_release(void)
{
    mask(SIG_UNBLOCK);
}
