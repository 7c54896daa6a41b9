/*
 * The floor of a durable write, for scripts/benchmark.py (a reference outside the product).
 *
 * What any program must do to replace a file so that a crash leaves either the old or the new
 * one whole, and nothing more: create a temporary file next to it, write the new bytes, give it
 * the old file's mode, fsync it, and rename it over the old one. That is what dawn-journal's
 * FolderStorage.writeAtomically does after `log` has found its line; no reading, no parsing, no
 * lock here. The benchmark compiles it with `cc -O2 -static` and times `log` against it.
 *
 *   durable-write PATH SIZE     replaces PATH with SIZE bytes of text; exits 0, or 1 with a line
 *                               on stderr
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int fail(const char *what, const char *path) {
    fprintf(stderr, "durable-write: %s %s: %s\n", what, path, strerror(errno));
    return 1;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: durable-write PATH SIZE\n");
        return 64;
    }
    const char *path = argv[1];
    char *end = NULL;
    long size = strtol(argv[2], &end, 10);
    if (*argv[2] == '\0' || *end != '\0' || size < 0 || size > (1L << 30)) {
        fprintf(stderr, "durable-write: SIZE must be a number of bytes, got '%s'\n", argv[2]);
        return 64;
    }
    char *text = malloc(size > 0 ? (size_t)size : 1);
    if (text == NULL) return fail("cannot allocate the text for", path);
    for (long i = 0; i < size; i++) text[i] = (i % 40 == 39) ? '\n' : 'x';

    size_t length = strlen(path) + sizeof ".dawn-tmp-XXXXXX";
    char *temporary = malloc(length);
    if (temporary == NULL) return fail("cannot allocate a name next to", path);
    snprintf(temporary, length, "%s.dawn-tmp-XXXXXX", path);
    int fd = mkstemp(temporary);
    if (fd < 0) return fail("cannot create a temporary file for", path);

    struct stat old;
    mode_t mode = stat(path, &old) == 0 ? (old.st_mode & 07777) : 0644;
    for (long done = 0; done < size;) {
        ssize_t n = write(fd, text + done, (size_t)(size - done));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            unlink(temporary);
            return fail("cannot write", temporary);
        }
        done += n;
    }
    if (fchmod(fd, mode) != 0 || fsync(fd) != 0) {
        unlink(temporary);
        return fail("cannot fsync", temporary);
    }
    close(fd);
    if (rename(temporary, path) != 0) {
        unlink(temporary);
        return fail("cannot rename over", path);
    }
    return 0;
}
