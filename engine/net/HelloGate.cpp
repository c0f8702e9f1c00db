#include "engine/net/HelloGate.h"

#include "engine/net/Opening.h"

namespace bagh::net {
namespace {

std::string askingLine() {
    Message m;
    m.type = MessageType::Asking;
    return serialize(m);
}

}  // namespace

HelloGate::Verdict HelloGate::receive(std::string_view bytes, std::int64_t nowMs) {
    if (verdict_ == Verdict::Refused || verdict_ == Verdict::Hello) return verdict_;
    if (opened_ && !encrypted_) {
        // Nothing may come between the opening and the TLS handshake the transport runs.
        refuse(Reason::Garbage, "bytes before encryption after the opening");
        return verdict_;
    }
    const bool fits = reader_.feed(bytes);
    while (verdict_ == Verdict::Waiting || verdict_ == Verdict::Asking) {
        const std::optional<std::string> line = reader_.next();
        if (!line) break;
        if (!opened_) {
            readOpening(*line);
            break;  // what follows the opening is TLS: the transport's, not a line
        }
        if (verdict_ == Verdict::Asking) {
            readWhileAsking(*line);
            continue;
        }
        const ParseResult r = parseMessage(*line);
        if (!r.ok) {
            refuse(r.error.reason, r.error.what);
        } else if (r.message.type != MessageType::Hello) {
            refuse(Reason::Garbage,
                   std::string("the first line must be hello, not ") + messageWord(r.message.type));
        } else {
            hello_ = r.message;
            verdict_ = Verdict::Hello;
        }
    }
    if (!fits && (verdict_ == Verdict::Waiting || verdict_ == Verdict::Asking))
        refuse(Reason::Overlong, "a line longer than " + std::to_string(kMaxLineBytes) + " bytes");
    return tick(nowMs);
}

void HelloGate::readOpening(const std::string& line) {
    opened_ = true;
    const Opening o = readGuestOpening(line);
    if (o.kind != Opening::Kind::Encrypt) return refuse(o.reason, o.text);
    if (!reader_.takeRest().empty())
        return refuse(Reason::Garbage, "bytes before encryption after the opening");
    output_ += openingLine();
    verdict_ = Verdict::Encrypt;
}

void HelloGate::readWhileAsking(const std::string& line) {
    const ParseResult r = parseMessage(line);
    if (r.ok && r.message.type == MessageType::Ping) return;
    if (r.ok && r.message.type == MessageType::Bye) return refuse(Reason::Left, "left while asking");
    refuse(Reason::Protocol, "only ping or bye while the host is asked");
}

void HelloGate::encrypted(Keying keying, std::int64_t nowMs) {
    if (verdict_ != Verdict::Encrypt) return;
    encrypted_ = true;
    keying_ = keying;
    greetingSince_ = nowMs;
    verdict_ = Verdict::Waiting;
}

HelloGate::Verdict HelloGate::tick(std::int64_t nowMs) {
    if (verdict_ == Verdict::Waiting || verdict_ == Verdict::Encrypt) {
        if (!encrypted_ && nowMs - since_ > timing_.openMs)
            refuse(Reason::Silence, opened_ ? "no encryption in time" : "no hello in time");
        else if (encrypted_ && nowMs - greetingSince_ > timing_.helloMs)
            refuse(Reason::Silence, "no hello in time");
    } else if (verdict_ == Verdict::Asking) {
        if (nowMs - askedSince_ > timing_.askMs) {
            refuse(Reason::Declined, "the host did not answer");
        } else if (nowMs - lastAsking_ >= timing_.keepAliveMs) {
            output_ += askingLine();
            lastAsking_ = nowMs;
        }
    }
    return verdict_;
}

void HelloGate::ask(std::int64_t nowMs) {
    if (verdict_ != Verdict::Hello) return;
    verdict_ = Verdict::Asking;
    askedSince_ = lastAsking_ = nowMs;
    output_ += askingLine();
}

void HelloGate::admit() {
    if (verdict_ == Verdict::Asking) verdict_ = Verdict::Hello;
}

void HelloGate::refuse(Reason reason, std::string_view text) {
    verdict_ = Verdict::Refused;
    reason_ = reason;
    text_ = sanitizeText(text, kMaxChatBytes);
    reader_.clear();
    if (reason == Reason::Left) return;  // the guest is going: nothing to tell it
    Message m;
    m.type = MessageType::Refuse;
    m.reason = reason;
    m.text = text_;
    output_ += serialize(m);
}

std::string HelloGate::takeOutput() {
    std::string out;
    out.swap(output_);
    return out;
}

}  // namespace bagh::net
