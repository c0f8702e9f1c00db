// A new connection to a host, before it may take the game: it must send a hello, within
// Timing::helloMs, as its first line, of at most kMaxLineBytes. Anything else (silence, an
// over-long line, a line that is not a hello, another protocol version) refuses it with a
// reason and a refuse line for the peer, and never reaches the game. The host judges an
// accepted hello with NetMatch::judgeHello and hands the connection to NetMatch::attach with
// the bytes that came after the hello. The host screens every new connection this way, the
// first as much as one that arrives while a player is connected.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/net/LineReader.h"
#include "engine/net/NetMatch.h"
#include "engine/net/Protocol.h"

namespace bagh::net {

class HelloGate {
public:
    enum class Verdict : std::uint8_t { Waiting, Hello, Refused };

    HelloGate(std::int64_t nowMs, const Timing& timing) : since_(nowMs), timing_(timing) {}

    // Bytes from the connection; the verdict so far (no further bytes count once decided).
    Verdict receive(std::string_view bytes, std::int64_t nowMs);
    // Time passes: Refused (Silence) once the hello is overdue.
    Verdict tick(std::int64_t nowMs);
    // Refuses a hello the host judged (NetMatch::judgeHello).
    void refuse(Reason reason, std::string_view text);

    Verdict verdict() const { return verdict_; }
    const Message& hello() const { return hello_; }  // Verdict::Hello
    // The bytes after the hello line, for NetMatch::receive once attached; emptied.
    std::string takeRest() { return reader_.takeRest(); }
    Reason reason() const { return reason_; }  // Verdict::Refused
    const std::string& text() const { return text_; }
    // The refuse line to send before closing (Verdict::Refused).
    std::string refusalLine() const;

private:
    std::int64_t since_;
    Timing timing_;
    LineReader reader_;
    Verdict verdict_ = Verdict::Waiting;
    Message hello_;
    Reason reason_ = Reason::None;
    std::string text_;
};

}  // namespace bagh::net
