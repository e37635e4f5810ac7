/*
 * The fan-out benchmark's receivers: COUNT WebSocket clients of one channel in one
 * process, on epoll, written in C so that the load generator's own per-frame cost (a read
 * and a scan, ~1-2 us) stays small next to what is measured. In Node each received frame
 * cost the generator 13-20 us, so on this two-core machine the 5,000th receiver waited
 * ~60-100 ms for the generator itself, on the Atrium side and the bare side alike.
 *
 * Speaks RFC 6455 (handshake, framing; client frames masked, no extensions) and, with
 * MODE "pusher", the Pusher protocol 7 on top: waits for pusher:connection_established,
 * subscribes to CHANNEL, waits for pusher_internal:subscription_succeeded, answers
 * pusher:ping. MODE "bare" (the bare ws comparison server) is ready once upgraded.
 *
 * Usage: fanOutReceivers HOST PORTS PATH COUNT MODE CHANNEL EVENT
 * PORTS is one port or several, comma-separated (instances sharing Redis): client i
 * connects to the (i mod n)th.
 * Prints on stdout, one line each:
 *   ready SUBSCRIBED FAILED                 once every client is subscribed or failed (30 s at most)
 *   round ID CPU_US LAT_MS LAT_MS ...       when every open client has frame ID, or 200 ms after the last
 *                                           frame of a round that stays incomplete; latency = receive time
 *                                           (CLOCK_REALTIME, taken when its socket's turn comes) - sentAt
 *   closed CODE                             when a subscribed client's socket closes
 * The frame's data must hold "id":N,"sentAt":MS (escaped as the frame's data is a JSON string).
 * Exits when stdin closes.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define BUF_SIZE 16384
#define MAX_EVENTS 1024

enum phase { AWAIT_UPGRADE, AWAIT_ESTABLISHED, AWAIT_SUBSCRIBED, SUBSCRIBED, DEAD };

struct client {
  int fd;
  enum phase phase;
  size_t used;
  unsigned char buf[BUF_SIZE];
};

static struct client *clients;
static int count, subscribed, failed;
static const char *mode, *channel, *event_name;
static char event_prefix[256];

/* The round being collected: its id and the latencies seen so far. */
static long round_id = -1000000;
static int round_received;
static double *round_latencies;
static double round_last_frame_ms;
static struct rusage round_usage;

static double realtime_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_REALTIME, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static double monotonic_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static long cpu_us_since(const struct rusage *before) {
  struct rusage now;
  getrusage(RUSAGE_SELF, &now);
  long us = (now.ru_utime.tv_sec - before->ru_utime.tv_sec) * 1000000L +
            (now.ru_utime.tv_usec - before->ru_utime.tv_usec) +
            (now.ru_stime.tv_sec - before->ru_stime.tv_sec) * 1000000L +
            (now.ru_stime.tv_usec - before->ru_stime.tv_usec);
  return us;
}

static void flush_round(void) {
  if (round_received == 0) return;
  printf("round %ld %ld", round_id, cpu_us_since(&round_usage));
  for (int i = 0; i < round_received; i++) printf(" %.3f", round_latencies[i]);
  printf("\n");
  fflush(stdout);
  round_received = 0;
}

/* A masked client frame (short payloads only: subscribe and pong). */
static void send_frame(struct client *c, int opcode, const char *payload, size_t length) {
  unsigned char frame[6 + 512];
  if (length > 512) return;
  unsigned char mask[4] = {0x12, 0x34, 0x56, 0x78};
  size_t header;
  frame[0] = 0x80 | opcode;
  if (length < 126) {
    frame[1] = 0x80 | length;
    header = 2;
  } else {
    frame[1] = 0x80 | 126;
    frame[2] = length >> 8;
    frame[3] = length & 0xff;
    header = 4;
  }
  memcpy(frame + header, mask, 4);
  for (size_t i = 0; i < length; i++) frame[header + 4 + i] = payload[i] ^ mask[i & 3];
  /* Tiny and the socket is idle: a short write would mean the peer is gone. */
  if (write(c->fd, frame, header + 4 + length) < 0) c->phase = DEAD;
}

static void send_text(struct client *c, const char *text) { send_frame(c, 0x1, text, strlen(text)); }

static void kill_client(struct client *c, int code) {
  if (c->phase == DEAD) return;
  if (c->phase == SUBSCRIBED) {
    printf("closed %d\n", code);
    fflush(stdout);
    subscribed--;
  } else {
    failed++;
  }
  c->phase = DEAD;
  close(c->fd);
}

static void on_subscribed(struct client *c) {
  c->phase = SUBSCRIBED;
  subscribed++;
}

static void on_measured_frame(const char *text, size_t length, double received_at) {
  /* "id":N,"sentAt":MS inside the data string, so with escaped quotes. */
  const char *id_key = memmem(text, length, "\\\"id\\\":", 7);
  if (!id_key) return;
  long id = strtol(id_key + 7, NULL, 10);
  const char *sent_key = memmem(text, length, "\\\"sentAt\\\":", 11);
  if (!sent_key) return;
  double sent_at = strtod(sent_key + 11, NULL);
  if (id != round_id) {
    flush_round();
    round_id = id;
    getrusage(RUSAGE_SELF, &round_usage);
  }
  round_latencies[round_received++] = received_at - sent_at;
  round_last_frame_ms = monotonic_ms();
  if (round_received >= subscribed) flush_round();
}

static void on_text(struct client *c, const char *text, size_t length, double received_at) {
  if (c->phase == SUBSCRIBED) {
    if (length >= strlen(event_prefix) && memcmp(text, event_prefix, strlen(event_prefix)) == 0)
      on_measured_frame(text, length, received_at);
    else if (memmem(text, length, "\"pusher:ping\"", 13))
      send_text(c, "{\"event\":\"pusher:pong\",\"data\":{}}");
    return;
  }
  if (memmem(text, length, "\"pusher:connection_established\"", 31)) {
    char subscribe[512];
    snprintf(subscribe, sizeof subscribe, "{\"event\":\"pusher:subscribe\",\"data\":{\"channel\":\"%s\"}}", channel);
    send_text(c, subscribe);
    c->phase = AWAIT_SUBSCRIBED;
  } else if (memmem(text, length, "\"pusher_internal:subscription_succeeded\"", 40)) {
    on_subscribed(c);
  } else if (memmem(text, length, "\"pusher:error\"", 14) || memmem(text, length, "subscription_error", 18)) {
    kill_client(c, 0);
  }
}

/* Splits what has arrived into frames; keeps an incomplete one for the next read. */
static void on_frames(struct client *c, double received_at) {
  size_t offset = 0;
  while (c->phase != DEAD && c->used - offset >= 2) {
    unsigned char *p = c->buf + offset;
    int opcode = p[0] & 0x0f;
    size_t length = p[1] & 0x7f, header = 2;
    if (length == 126) {
      if (c->used - offset < 4) break;
      length = ((size_t)p[2] << 8) | p[3];
      header = 4;
    } else if (length == 127) {
      if (c->used - offset < 10) break;
      length = 0;
      for (int i = 2; i < 10; i++) length = (length << 8) | p[i];
      header = 10;
    }
    if (header + length > BUF_SIZE) {
      kill_client(c, 1009);
      return;
    }
    if (c->used - offset < header + length) break;
    const char *payload = (const char *)p + header;
    if (opcode == 0x1) on_text(c, payload, length, received_at);
    else if (opcode == 0x9) send_frame(c, 0xa, payload, length);
    else if (opcode == 0x8) {
      kill_client(c, length >= 2 ? ((unsigned char)payload[0] << 8) | (unsigned char)payload[1] : 1005);
      return;
    }
    offset += header + length;
  }
  if (offset > 0 && c->phase != DEAD) {
    memmove(c->buf, c->buf + offset, c->used - offset);
    c->used -= offset;
  }
}

static void on_readable(struct client *c, double received_at) {
  for (;;) {
    ssize_t n = read(c->fd, c->buf + c->used, BUF_SIZE - c->used);
    if (n == 0) {
      kill_client(c, 1006);
      return;
    }
    if (n < 0) {
      if (errno != EAGAIN && errno != EWOULDBLOCK) kill_client(c, 1006);
      return;
    }
    c->used += n;
    if (c->phase == AWAIT_UPGRADE) {
      unsigned char *end = memmem(c->buf, c->used, "\r\n\r\n", 4);
      if (!end) continue;
      if (c->used < 12 || memcmp(c->buf, "HTTP/1.1 101", 12) != 0) {
        kill_client(c, 0);
        return;
      }
      size_t rest = c->used - (end + 4 - c->buf);
      memmove(c->buf, end + 4, rest);
      c->used = rest;
      if (strcmp(mode, "bare") == 0) on_subscribed(c);
      else c->phase = AWAIT_ESTABLISHED;
    }
    on_frames(c, received_at);
    if (c->phase == DEAD) return;
    if ((size_t)n < BUF_SIZE) return;
  }
}

static int open_client(struct client *c, struct sockaddr_in *address, const char *host, const char *path) {
  c->fd = socket(AF_INET, SOCK_STREAM, 0);
  if (c->fd < 0) return -1;
  /* Blocking connect: loopback, so it completes at once; handshakes then overlap on epoll. */
  if (connect(c->fd, (struct sockaddr *)address, sizeof *address) != 0) {
    close(c->fd);
    return -1;
  }
  int one = 1;
  setsockopt(c->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  char request[1024];
  int length = snprintf(request, sizeof request,
                        "GET %s HTTP/1.1\r\nHost: %s:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
                        path, host, ntohs(address->sin_port));
  if (write(c->fd, request, length) != length) {
    close(c->fd);
    return -1;
  }
  fcntl(c->fd, F_SETFL, fcntl(c->fd, F_GETFL) | O_NONBLOCK);
  c->phase = AWAIT_UPGRADE;
  c->used = 0;
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 8) {
    fprintf(stderr, "usage: %s HOST PORTS PATH COUNT MODE CHANNEL EVENT\n", argv[0]);
    return 2;
  }
  const char *host = argv[1], *path = argv[3];
  struct sockaddr_in addresses[16];
  int ports = 0;
  for (char *port = strtok(argv[2], ","); port && ports < 16; port = strtok(NULL, ",")) {
    memset(&addresses[ports], 0, sizeof addresses[ports]);
    addresses[ports].sin_family = AF_INET;
    addresses[ports].sin_port = htons(atoi(port));
    inet_pton(AF_INET, host, &addresses[ports].sin_addr);
    ports++;
  }
  count = atoi(argv[4]);
  mode = argv[5];
  channel = argv[6];
  event_name = argv[7];
  snprintf(event_prefix, sizeof event_prefix, "{\"event\":\"%s\",", event_name);

  struct rlimit limit;
  getrlimit(RLIMIT_NOFILE, &limit);
  limit.rlim_cur = limit.rlim_max;
  setrlimit(RLIMIT_NOFILE, &limit);

  clients = calloc(count, sizeof *clients);
  round_latencies = calloc(count, sizeof *round_latencies);
  int epoll = epoll_create1(0);

  struct epoll_event events[MAX_EVENTS];
  double started = monotonic_ms();
  int opened = 0, ready_printed = 0;
  for (;;) {
    /* Open in steps of 100 between polls, so the server's accept queue never overflows. */
    for (int step = 0; step < 100 && opened < count; step++, opened++) {
      struct client *c = &clients[opened];
      if (open_client(c, &addresses[opened % ports], host, path) != 0) {
        c->phase = DEAD;
        failed++;
        continue;
      }
      struct epoll_event ev = {.events = EPOLLIN, .data.ptr = c};
      epoll_ctl(epoll, EPOLL_CTL_ADD, c->fd, &ev);
    }
    int n = epoll_wait(epoll, events, MAX_EVENTS, opened < count ? 0 : 50);
    /* Timed per socket, not per batch: a frame waiting behind others in the batch counts the wait. */
    for (int i = 0; i < n; i++) on_readable(events[i].data.ptr, realtime_ms());

    if (!ready_printed && opened == count &&
        (subscribed + failed >= count || monotonic_ms() - started > 30000)) {
      printf("ready %d %d\n", subscribed, count - subscribed);
      fflush(stdout);
      ready_printed = 1;
    }
    if (round_received > 0 && monotonic_ms() - round_last_frame_ms > 200) flush_round();
    struct pollfd in = {.fd = 0, .events = POLLIN};
    if (poll(&in, 1, 0) > 0) {
      char scratch[64];
      if (read(0, scratch, sizeof scratch) <= 0) return 0;
    }
  }
}
