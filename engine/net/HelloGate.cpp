#include "engine/net/HelloGate.h"

namespace bagh::net {

HelloGate::Verdict HelloGate::receive(std::string_view bytes, std::int64_t nowMs) {
    if (verdict_ != Verdict::Waiting) return verdict_;
    const bool fits = reader_.feed(bytes);
    if (const std::optional<std::string> line = reader_.next()) {
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
        return verdict_;
    }
    if (!fits)
        refuse(Reason::Overlong,
               "a first line longer than " + std::to_string(kMaxLineBytes) + " bytes");
    return tick(nowMs);
}

HelloGate::Verdict HelloGate::tick(std::int64_t nowMs) {
    if (verdict_ == Verdict::Waiting && nowMs - since_ > timing_.helloMs)
        refuse(Reason::Silence, "no hello in time");
    return verdict_;
}

void HelloGate::refuse(Reason reason, std::string_view text) {
    verdict_ = Verdict::Refused;
    reason_ = reason;
    text_ = sanitizeText(text, kMaxChatBytes);
    reader_.clear();
}

std::string HelloGate::refusalLine() const {
    Message m;
    m.type = MessageType::Refuse;
    m.reason = reason_;
    m.text = text_;
    return serialize(m);
}

}  // namespace bagh::net
