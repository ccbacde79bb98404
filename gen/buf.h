/* buf.h - growable byte string (prefix buf_).  The owner calls buf_free. */
#ifndef PTOGEN_BUF_H
#define PTOGEN_BUF_H

#include <stddef.h>

struct buf {
    char *data; /* always NUL-terminated once anything was added */
    size_t len, cap;
};

#define BUF_INIT                                                                                   \
    {                                                                                              \
        NULL, 0, 0                                                                                 \
    }

void buf_addn(struct buf *b, const char *s, size_t n);
void buf_adds(struct buf *b, const char *s);
void buf_addf(struct buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void buf_free(struct buf *b);
/* Write N bytes of S to FD, retrying short writes and EINTR: 0, or -1
 * with errno set. */
int buf_write_fd(int fd, const char *s, size_t n);

#endif
