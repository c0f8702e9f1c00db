// A new connection to a host, before it may take the game (docs/NETWORK.md, "The opening" and
// "What is refused, and how"). It goes through three stages, each with a deadline:
//
//   opening     the plain `hello 2` line (Opening.h), within Timing::openMs of its arrival;
//               Verdict::Encrypt: send takeOutput() (the host's `hello 2`), then start TLS
//   encrypting  the TLS handshake, the transport's; it ends with encrypted(keying) — the key
//               the guest proved it holds — and must end within Timing::openMs of the arrival too
//   greeting    the encrypted hello, within Timing::helloMs: Verdict::Hello
//
// An unproven connection thus holds its place for openMs at most. The host judges the hello
// (NetMatch::admission): it refuses it (refuse), hands the connection to NetMatch::attach with
// takeRest(), or asks its player (ask): then the gate says `asking` every keep-alive, the guest
// may only ping or say bye, and without an answer within Timing::askMs it is declined.
// Anything else (silence, an over-long line, a line that is not the message due, another
// protocol version) refuses it with a reason and a refuse line, never reaching the game.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/net/Keys.h"
#include "engine/net/LineReader.h"
#include "engine/net/NetMatch.h"
#include "engine/net/Protocol.h"

namespace bagh::net {

class HelloGate {
public:
    enum class Verdict : std::uint8_t { Waiting, Encrypt, Hello, Asking, Refused };

    HelloGate(std::int64_t nowMs, const Timing& timing) : since_(nowMs), timing_(timing) {}

    // Bytes from the connection (plain before Encrypt, decrypted after); the verdict so far.
    Verdict receive(std::string_view bytes, std::int64_t nowMs);
    // The TLS handshake is done, keyed by `keying`: the hello may come.
    void encrypted(Keying keying, std::int64_t nowMs);
    // Time passes: Refused (Silence, or Declined when an ask lapses) once a deadline is past;
    // `asking` lines go out while the host's player is asked.
    Verdict tick(std::int64_t nowMs);
    // The host's player is asked about this hello (Verdict::Hello): Verdict::Asking.
    void ask(std::int64_t nowMs);
    // The player said yes (Verdict::Asking): Verdict::Hello again, for attach.
    void admit();
    // Refuses (a hello the host judged, a busy host, a declined ask).
    void refuse(Reason reason, std::string_view text);

    Verdict verdict() const { return verdict_; }
    bool isEncrypted() const { return encrypted_; }
    Keying keying() const { return keying_; }  // once encrypted
    // The connection showed a key only the host's guests hold (the code's, or a seat's).
    bool proven() const { return encrypted_ && keying_ != Keying::Open; }
    const Message& hello() const { return hello_; }  // Verdict::Hello, Asking
    // The bytes after the hello line, for NetMatch::receive once attached; emptied.
    std::string takeRest() { return reader_.takeRest(); }
    Reason reason() const { return reason_; }  // Verdict::Refused
    const std::string& text() const { return text_; }
    // What to send now, in order (the opening's answer, asking lines, the refuse line); emptied.
    std::string takeOutput();

private:
    void readOpening(const std::string& line);
    void readWhileAsking(const std::string& line);

    std::int64_t since_;
    Timing timing_;
    LineReader reader_;
    Verdict verdict_ = Verdict::Waiting;
    bool opened_ = false;
    bool encrypted_ = false;
    Keying keying_ = Keying::Open;
    std::int64_t greetingSince_ = 0;
    std::int64_t askedSince_ = 0;
    std::int64_t lastAsking_ = 0;
    Message hello_;
    Reason reason_ = Reason::None;
    std::string text_;
    std::string output_;
};

}  // namespace bagh::net
