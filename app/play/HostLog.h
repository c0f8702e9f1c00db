// What `baghchal --host` tells a script on standard output: the join code on a line of its own
// once the host listens and the window's event loop runs (so a script that connects as soon as
// it reads the code is never refused for being early), then one line per player event, each
// flushed at once:
//     joined <name…>
//     resumed <name…>
//     left <reason-word> <name…>
//     refused <reason-word> <address> <name…>      (the name "?" before the peer said one)
// Reason words are the protocol's (bagh::net::reasonWord; `closed` for a line that dropped
// without one, `secret` for a key that did not match); the name is sanitised plain text and the
// last field, so a name with blanks reads whole and each event is exactly one line.
#pragma once

#include <QString>
#include <cstdio>

#include "engine/net/Protocol.h"

class NetSession;

namespace HostLog {

QString joinedLine(const QString& name);
QString resumedLine(const QString& name);
QString leftLine(const QString& name, bagh::net::Reason reason);
// `name` empty: the refused connection never said who it was ("?").
QString refusedLine(const QString& name, bagh::net::Reason reason, const QString& from);

// Writes `session`'s player events to `out` as above, each line flushed, for as long as the
// session lives.
void follow(NetSession* session, std::FILE* out);

// Writes `line` and a newline to `out` and flushes.
void write(std::FILE* out, const QString& line);

}  // namespace HostLog
