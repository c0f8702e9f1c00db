// What `baghchal --host` tells a script on standard output: the join code on a line of its own
// once the host listens and the window's event loop runs (so a script that connects as soon as
// it reads the code is never refused for being early), then one line per player event, each
// flushed at once:
//     joined <name…>
//     resumed <name…>
//     left <reason-word> <name…>
//     asked <address> <name…>                      (a guest from the local list asks to join)
//     refused <reason-word> <address> <name…>      (the name "?" before the peer said one)
//     more refused <reason-word> <count> <addresses>
// Reason words are the protocol's (bagh::net::reasonWord; `closed` for a line that dropped
// without one, `secret` for a key that did not match); the name is sanitised plain text and the
// last field, so a name with blanks reads whole and each event is exactly one line. Refusals are
// counted rather than printed once they come fast (strangers at the door, RefusalTally): in each
// interval a reason prints the first refusal of a few addresses, and a `more refused` line at
// the interval's end counts the rest and the addresses they came from.
#pragma once

#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>
#include <cstdio>

#include "engine/net/Protocol.h"

class NetSession;

namespace HostLog {

QString joinedLine(const QString& name);
QString resumedLine(const QString& name);
QString leftLine(const QString& name, bagh::net::Reason reason);
// `name` empty: the refused connection never said who it was ("?").
QString refusedLine(const QString& name, bagh::net::Reason reason, const QString& from);
QString askedLine(const QString& name, const QString& from);

// Which refusals are printed: per reason and interval, the first of each of kLinesPerReason
// addresses; the rest are counted until the interval ends (summary()).
class RefusalTally {
public:
    static constexpr int kLinesPerReason = 5;
    static constexpr int kIntervalMs = 10000;

    // A refusal: true when its line is printed now, false when it is counted.
    bool take(bagh::net::Reason reason, const QString& from);
    // The interval ended: a `more refused` line for each reason with refusals counted; a new
    // interval begins.
    QStringList summary();

private:
    struct Counts {
        QSet<QString> printed;
        QSet<QString> counted;  // addresses of the refusals counted
        int unprinted = 0;
    };
    QMap<QString, Counts> byReason_;
};

// Writes `session`'s player events to `out` as above, each line flushed, for as long as the
// session lives.
void follow(NetSession* session, std::FILE* out);

// Writes `line` and a newline to `out` and flushes.
void write(std::FILE* out, const QString& line);

}  // namespace HostLog
