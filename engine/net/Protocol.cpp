#include "engine/net/Protocol.h"

#include <charconv>

#include "engine/util/Quoted.h"

namespace bagh::net {
namespace {

constexpr std::size_t kMaxMoveWord = 8;

// The words of a line, one at a time, and what follows them as free text. Words are separated
// by runs of blanks (only ' '); a word is any run of other bytes, judged by its reader.
class Cursor {
public:
    explicit Cursor(std::string_view line) : line_(line) {}
    std::optional<std::string_view> word() {
        skipBlanks();
        if (pos_ >= line_.size()) return std::nullopt;
        const std::size_t start = pos_;
        while (pos_ < line_.size() && line_[pos_] != ' ') ++pos_;
        return line_.substr(start, pos_ - start);
    }
    std::string_view rest() {
        skipBlanks();
        return line_.substr(pos_);
    }
    bool atEnd() {
        skipBlanks();
        return pos_ >= line_.size();
    }

private:
    void skipBlanks() {
        while (pos_ < line_.size() && line_[pos_] == ' ') ++pos_;
    }
    std::string_view line_;
    std::size_t pos_ = 0;
};

bool printableWord(std::string_view w) {
    for (const char c : w)
        if (c < '!' || c > '~') return false;
    return !w.empty();
}

// A decimal number without sign or leading zeros, at most `max`.
std::optional<std::int64_t> number(std::string_view w, std::int64_t max) {
    if (w.empty() || w.size() > 12 || (w.size() > 1 && w.front() == '0')) return std::nullopt;
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), value);
    if (ec != std::errc() || end != w.data() + w.size() || value < 0 || value > max)
        return std::nullopt;
    return value;
}

}  // namespace

std::optional<std::int64_t> versionNumber(std::string_view w) {
    if (w.empty()) return std::nullopt;  // any length: the line bounds it
    std::int64_t value = 0;
    for (const char c : w) {
        if (c < '0' || c > '9') return std::nullopt;
        // Any number of digits is a version: a huge one is another version, not garbage.
        value = value > 99999999 ? value : value * 10 + (c - '0');
    }
    return value;
}

namespace {

std::optional<Side> sideFromWord(std::string_view w) {
    if (w == "goats") return Side::Goats;
    if (w == "tigers") return Side::Tigers;
    return std::nullopt;
}

std::optional<TimeControl> timeControlFromWord(std::string_view w) {
    const std::size_t plus = w.find('+');
    if (plus == std::string_view::npos) return std::nullopt;
    const auto base = number(w.substr(0, plus), kMaxBaseMs);
    const auto inc = number(w.substr(plus + 1), kMaxIncrementMs);
    if (!base || !inc) return std::nullopt;
    const TimeControl t{*base, *inc};
    if (!t.valid()) return std::nullopt;
    return t;
}

std::optional<DeclaredEnd> endFromWord(std::string_view w) {
    for (const DeclaredEnd e :
         {DeclaredEnd::None, DeclaredEnd::GoatsResigned, DeclaredEnd::TigersResigned,
          DeclaredEnd::DrawAgreed, DeclaredEnd::GoatsFlagFell, DeclaredEnd::TigersFlagFell})
        if (w == declaredEndWord(e)) return e;
    return std::nullopt;
}

bool moveWord(std::string_view w) {
    if (w.empty() || w.size() > kMaxMoveWord) return false;
    for (const char c : w) {
        const bool ok =
            (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-';
        if (!ok) return false;
    }
    return true;
}

Reason reasonFromWord(std::string_view w) {
    for (int r = 0; r <= static_cast<int>(Reason::Closed); ++r) {
        const Reason reason = static_cast<Reason>(r);
        if (*reasonWord(reason) && w == reasonWord(reason)) return reason;
    }
    return Reason::None;  // a later version's reason: the text still says why
}

// Reads the fields of one message after its word. Each reader returns false after setting the
// error; the caller turns that into the ParseResult.
class Reader {
public:
    Reader(Cursor& cursor, Message& m, ParseError& error) : c_(cursor), m_(m), error_(error) {}

    bool fail(std::string what) {
        error_.what = std::string(messageWord(m_.type)) + ": " + std::move(what);
        return false;
    }
    bool word(const char* name, std::string_view* out) {
        const auto w = c_.word();
        if (!w) return fail(std::string("its ") + name + " is missing");
        if (!printableWord(*w))
            return fail(std::string("its ") + name + " " + quoted(*w) +
                        " holds a byte that is not printable ASCII");
        *out = *w;
        return true;
    }
    bool count(const char* name, std::int64_t max, std::int64_t* out) {
        std::string_view w;
        if (!word(name, &w)) return false;
        const auto n = number(w, max);
        if (!n)
            return fail(std::string("its ") + name + " " + quoted(w) +
                        " is not a number from 0 to " + std::to_string(max));
        *out = *n;
        return true;
    }
    bool length(const char* name, int* out) {
        std::int64_t n = 0;
        if (!count(name, kMaxPlies, &n)) return false;
        *out = static_cast<int>(n);
        return true;
    }
    bool hash(std::uint64_t* out) {
        std::string_view w;
        if (!word("hash", &w)) return false;
        const auto h = parseHex64(w);
        if (!h) return fail("its hash " + quoted(w) + " is not 16 hexadecimal digits");
        *out = *h;
        return true;
    }
    bool clocks() {
        std::string_view goats, tigers;
        if (!word("goats' clock", &goats) || !word("tigers' clock", &tigers)) return false;
        if (goats == "-" && tigers == "-") {
            m_.clocks.reset();
            return true;
        }
        const auto g = number(goats, kMaxClockMs), t = number(tigers, kMaxClockMs);
        if (!g || !t)
            return fail("its clocks " + quoted(goats) + " " + quoted(tigers) +
                        " are not two times in milliseconds (or \"- -\")");
        m_.clocks = Clocks{*g, *t};
        return true;
    }
    bool side(Side* out) {
        std::string_view w;
        if (!word("side", &w)) return false;
        const auto s = sideFromWord(w);
        if (!s) return fail("its side " + quoted(w) + " is not goats or tigers");
        *out = *s;
        return true;
    }
    bool end() {
        if (!c_.atEnd()) return fail("it has words after its last field");
        return true;
    }
    void text(std::size_t maxBytes) { m_.text = sanitizeText(c_.rest(), maxBytes); }

    bool hello();
    bool fields();

private:
    Cursor& c_;
    Message& m_;
    ParseError& error_;
};

bool Reader::hello() {
    std::string_view protocol;
    if (!word("protocol version", &protocol)) return false;
    const std::optional<std::int64_t> version = versionNumber(protocol);
    if (!version) return fail("its protocol version " + quoted(protocol) + " is not a number");
    if (*version != kProtocolVersion) {
        error_.reason = Reason::WrongVersion;
        return fail("protocol version " + std::string(protocol.substr(0, 20)) +
                    "; this program speaks " + std::to_string(kProtocolVersion));
    }
    m_.protocol = kProtocolVersion;
    std::string_view program;
    if (!word("program", &program)) return false;
    if (program.size() > kMaxProgramBytes) return fail("its program name is too long");
    m_.program = std::string(program);
    std::vector<std::string_view> setup;
    for (const char* name : {"game", "captures", "rule", "side", "clock"}) {
        std::string_view w;
        if (!word(name, &w)) return false;
        setup.push_back(w);
    }
    std::string why;
    const auto s = parseSetupWords(setup, true, &why);
    if (!s) return fail(why);
    m_.setup = *s;
    text(kMaxNameBytes);
    return true;
}

bool Reader::fields() {
    switch (m_.type) {
        case MessageType::Hello:
            return hello();
        case MessageType::Refuse:
        case MessageType::Bye: {
            std::string_view w;
            if (!word("reason", &w)) return false;
            m_.reason = reasonFromWord(w);
            text(kMaxChatBytes);
            return true;
        }
        case MessageType::Record: {
            if (!length("first ply", &m_.length)) return false;
            for (auto w = c_.word(); w; w = c_.word()) {
                if (!moveWord(*w)) return fail("its move " + quoted(*w) + " is not a move word");
                m_.moves.emplace_back(*w);
            }
            if (m_.moves.empty()) return fail("it carries no move");
            return true;
        }
        case MessageType::Sync: {
            std::string_view w;
            if (!length("length", &m_.length) || !hash(&m_.hash) || !clocks() || !word("end", &w))
                return false;
            const auto e = endFromWord(w);
            if (!e) return fail("its end " + quoted(w) + " is not one of the ends of a game");
            m_.end = *e;
            return end();
        }
        case MessageType::Ready:
            return length("length", &m_.length) && hash(&m_.hash) && end();
        case MessageType::Move: {
            std::string_view w;
            if (!length("length", &m_.length) || !word("move", &w)) return false;
            if (!moveWord(w)) return fail("its move " + quoted(w) + " is not a move word");
            m_.moves.emplace_back(w);
            return hash(&m_.hash) && clocks() && end();
        }
        case MessageType::Ack:
            return length("length", &m_.length) && hash(&m_.hash) && clocks() && end();
        case MessageType::UndoRequest:
        case MessageType::UndoDecline:
            return length("length", &m_.length) && length("target", &m_.target) && end();
        case MessageType::UndoAccept:
            return length("length", &m_.length) && length("target", &m_.target) && hash(&m_.hash) &&
                   end();
        case MessageType::DrawOffer:
        case MessageType::DrawAccept:
        case MessageType::DrawDecline:
        case MessageType::Resign:
            return length("length", &m_.length) && end();
        case MessageType::Flag:
            return side(&m_.side) && length("length", &m_.length) && clocks() && end();
        case MessageType::Clock:
            if (!clocks()) return false;
            if (!m_.clocks) return fail("it carries no clocks");
            return end();
        case MessageType::Chat:
            text(kMaxChatBytes);
            return true;
        case MessageType::Ping:
        case MessageType::Asking:
            return end();
        case MessageType::Seat: {
            std::string_view w;
            if (!word("token", &w)) return false;
            const auto token = parseKey(w);
            if (!token) return fail("its token " + quoted(w) + " is not 32 hexadecimal digits");
            m_.token = *token;
            return end();
        }
    }
    return fail("unknown message");
}

// The program's name as one word: printable ASCII only, at most kMaxProgramBytes, "-" if none.
std::string programWord(std::string_view program) {
    std::string out;
    for (const char c : program)
        if (c >= '!' && c <= '~' && out.size() < kMaxProgramBytes) out += c;
    return out.empty() ? std::string("-") : out;
}

}  // namespace

std::optional<Setup> parseSetupWords(const std::vector<std::string_view>& w, bool allowOpen,
                                     std::string* why) {
    if (w.size() != 5) {
        *why = "the setup is five words: game captures rule side clock";
        return std::nullopt;
    }
    auto refuse = [why](std::string text) {
        *why = std::move(text);
        return std::nullopt;
    };
    static constexpr const char* kNames[] = {"game", "captures", "rule", "side"};
    for (int i = 0; i < 4; ++i)
        if (w[i] == "-" && !allowOpen)
            return refuse(std::string("its ") + kNames[i] + " is missing");
    Setup s;
    if (w[0] != "-" && !(s.game = games::gameKindFromName(w[0])))
        return refuse("its game " + quoted(w[0]) + " is not baghchal or lambs");
    if (w[1] != "-" && !(s.captures = capturesFromWord(w[1])))
        return refuse("its captures " + quoted(w[1]) + " are not 1 to 15 or all");
    if (w[2] != "-" && !(s.rule = ruleFromWord(w[2])))
        return refuse("its rule " + quoted(w[2]) + " is not third-repetition or no-recurrence");
    if (w[3] != "-" && !(s.side = sideFromWord(w[3])))
        return refuse("its side " + quoted(w[3]) + " is not goats or tigers");
    // The clock is "-" for none, for host and guest alike (a guest never asks for one).
    if (w[4] != "-" && !(s.clock = timeControlFromWord(w[4])))
        return refuse("its clock " + quoted(w[4]) +
                      " is not base+increment in milliseconds (base 1 s to 10 h, increment up "
                      "to 10 min) or -");
    if (s.game == games::GameKind::BaghChal && s.captures && *s.captures != 5)
        return refuse("Bagh-Chal is won by 5 captures, not " + capturesWord(*s.captures));
    return s;
}

std::string setupWords(const Setup& s) {
    std::string out = s.game ? games::gameKindName(*s.game) : "-";
    out += ' ';
    out += s.captures ? capturesWord(*s.captures) : "-";
    out += ' ';
    out += s.rule ? ruleWord(*s.rule) : "-";
    out += ' ';
    out += s.side ? sideWord(*s.side) : "-";
    out += ' ';
    out += s.clock ? timeControlWord(*s.clock) : "-";
    return out;
}

ParseResult parseMessage(std::string_view line) {
    ParseResult r;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.size() >= kMaxLineBytes) {
        r.error = {Reason::Overlong,
                   "the line is longer than " + std::to_string(kMaxLineBytes) + " bytes"};
        return r;
    }
    Cursor c(line);
    const auto first = c.word();
    if (!first) {
        r.error.what = "an empty line";
        return r;
    }
    std::optional<MessageType> type;
    for (int i = 0; i <= static_cast<int>(MessageType::Asking); ++i)
        if (*first == messageWord(static_cast<MessageType>(i))) type = static_cast<MessageType>(i);
    if (!type) {
        r.error.what = "unknown message " + quoted(*first);
        return r;
    }
    r.message.type = *type;
    Reader reader(c, r.message, r.error);
    r.ok = reader.fields();
    if (!r.ok) r.message = Message();
    return r;
}

std::string serialize(const Message& m) {
    std::string out = messageWord(m.type);
    auto add = [&out](std::string_view w) {
        out += ' ';
        out += w;
    };
    auto addClocks = [&](const std::optional<Clocks>& c) {
        add(c ? std::to_string(c->goatsMs) : "-");
        add(c ? std::to_string(c->tigersMs) : "-");
    };
    auto addText = [&](std::size_t max) {
        const std::string t = sanitizeText(m.text, max);
        if (!t.empty()) add(t);
    };
    switch (m.type) {
        case MessageType::Hello:
            add(std::to_string(m.protocol));
            add(programWord(m.program));
            add(setupWords(m.setup));
            addText(kMaxNameBytes);
            break;
        case MessageType::Refuse:
        case MessageType::Bye:
            add(*reasonWord(m.reason) ? reasonWord(m.reason) : "-");
            addText(kMaxChatBytes);
            break;
        case MessageType::Record:
            add(std::to_string(m.length));
            for (const auto& mv : m.moves) add(mv);
            break;
        case MessageType::Sync:
            add(std::to_string(m.length));
            add(hashWord(m.hash));
            addClocks(m.clocks);
            add(declaredEndWord(m.end));
            break;
        case MessageType::Ready:
            add(std::to_string(m.length));
            add(hashWord(m.hash));
            break;
        case MessageType::Move:
            add(std::to_string(m.length));
            add(m.moves.empty() ? "-" : m.moves.front());
            add(hashWord(m.hash));
            addClocks(m.clocks);
            break;
        case MessageType::Ack:
            add(std::to_string(m.length));
            add(hashWord(m.hash));
            addClocks(m.clocks);
            break;
        case MessageType::UndoRequest:
        case MessageType::UndoDecline:
            add(std::to_string(m.length));
            add(std::to_string(m.target));
            break;
        case MessageType::UndoAccept:
            add(std::to_string(m.length));
            add(std::to_string(m.target));
            add(hashWord(m.hash));
            break;
        case MessageType::DrawOffer:
        case MessageType::DrawAccept:
        case MessageType::DrawDecline:
        case MessageType::Resign:
            add(std::to_string(m.length));
            break;
        case MessageType::Flag:
            add(sideWord(m.side));
            add(std::to_string(m.length));
            addClocks(m.clocks);
            break;
        case MessageType::Clock:
            addClocks(m.clocks);
            break;
        case MessageType::Chat:
            addText(kMaxChatBytes);
            break;
        case MessageType::Ping:
        case MessageType::Asking:
            break;
        case MessageType::Seat:
            add(keyWord(m.token));
            break;
    }
    out += '\n';
    return out;
}

std::vector<std::string> recordLines(const std::vector<std::string>& moves, int first) {
    std::vector<std::string> lines;
    std::size_t i = 0;
    while (i < moves.size()) {
        Message m;
        m.type = MessageType::Record;
        m.length = first + static_cast<int>(i);
        // "record " + a number of at most 5 digits + '\n' leaves the rest for moves.
        std::size_t bytes = 7 + 5 + 1;
        while (i < moves.size() && bytes + 1 + moves[i].size() < kMaxLineBytes) {
            bytes += 1 + moves[i].size();
            m.moves.push_back(moves[i++]);
        }
        lines.push_back(serialize(m));
    }
    return lines;
}

}  // namespace bagh::net
