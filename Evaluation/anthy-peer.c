/* Peer baseline: converts each evaluation reading with Anthy (Debian libanthy-dev) and prints
 * "reading<TAB>Anthy's best conversion" so that the same scorer can compare it.
 * Build and run:  cc -O2 Evaluation/anthy-peer.c -lanthy -o /tmp/anthy-peer
 *                 grep -v '^#' Evaluation/dev.tsv | cut -f1 | /tmp/anthy-peer */
#include <anthy/anthy.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    if (anthy_init() != 0) { fprintf(stderr, "anthy-peer: anthy_init failed\n"); return 1; }
    anthy_context_t context = anthy_create_context();
    anthy_context_set_encoding(context, ANTHY_UTF8_ENCODING);
    char line[4096], segment[4096];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = 0;
        anthy_set_string(context, line);
        struct anthy_conv_stat stat;
        anthy_get_stat(context, &stat);
        printf("%s\t", line);
        for (int i = 0; i < stat.nr_segment; i++) {
            if (anthy_get_segment(context, i, 0, segment, sizeof segment) >= 0) fputs(segment, stdout);
        }
        putchar('\n');
    }
    anthy_release_context(context);
    anthy_quit();
    return 0;
}
