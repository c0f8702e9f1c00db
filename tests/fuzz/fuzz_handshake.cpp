// Fuzz target: protocol version 2's handshake without sockets or TLS (engine/net: Opening,
// HelloGate, NetMatch::admission and attach, PendingLimits). The first byte picks a part; the
// rest drives it, so a seed for one part stays meaningful:
//
//   0  host: a host's HelloGate from the plain opening through encrypted(keying), the hello and
//      an ask, then NetMatch::admission and attach on a host, which gets the rest of the bytes
//   1  guest: readHostAnswer (and readGuestOpening) on a line, then a guest NetMatch after
//      connected() gets the rest (asking, seat, hello, record, sync, play)
//   2  limits: arrive / advance / leave on PendingLimits over a couple of hundred addresses,
//      checked against a model of what it must hold
//
// Byte layout after the part byte (short input reads as zeros, so every input is valid):
//   host   config(1) opening(chunk) keying(1) then steps of ctl(1) dt(2) bytes(chunk)
//   guest  config(1) answer(chunk) then steps of ctl(1) dt(2) bytes(chunk)
//   limits one byte an operation, two to advance one (at most 1024: enough to fill all 128
//          places and push out)
// where a chunk is a 2-byte little-endian length and that many bytes (fewer at the end), dt
// is milliseconds to let pass first, and ctl's bits choose: 0-1 while the host's player is
// asked, 1 admit and 2 decline; 2 the guest's ready right after attach (a fuzzer cannot guess
// the record's hash); 3 the local player moves if it may; 4 the guest joins again after a close.
// Every invariant broken aborts, so libFuzzer reports it.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/net/HelloGate.h"
#include "engine/net/Keys.h"
#include "engine/net/NetMatch.h"
#include "engine/net/Opening.h"
#include "engine/net/PendingLimits.h"
#include "engine/net/Protocol.h"
#include "engine/net/RecordHash.h"

namespace {

using namespace bagh::net;
using Verdict = HelloGate::Verdict;

void check(bool ok) {
    if (!ok) std::abort();
}

Key128 keyOf(std::uint8_t first) {
    Key128 k{};
    k[0] = first;
    return k;
}

class Input {
public:
    explicit Input(std::string_view bytes) : rest_(bytes) {}
    bool empty() const { return rest_.empty(); }
    std::uint8_t byte() {
        if (rest_.empty()) return 0;
        const auto b = static_cast<std::uint8_t>(rest_.front());
        rest_.remove_prefix(1);
        return b;
    }
    std::uint16_t u16() {
        const std::uint16_t lo = byte();
        return static_cast<std::uint16_t>(lo | byte() << 8);
    }
    std::string_view chunk() {
        // The length first, then what is left: in one call's arguments the order is the
        // compiler's, and a size taken before the length would reach past the input.
        const std::size_t want = u16();
        const std::size_t n = std::min(want, rest_.size());
        const std::string_view c = rest_.substr(0, n);
        rest_.remove_prefix(n);
        return c;
    }

private:
    std::string_view rest_;
};

// Every line a side sends is a whole line within the limit that reads back as a message
// (the opening, which only Opening.h reads, apart).
void checkOutput(const std::string& out) {
    std::size_t at = 0;
    while (at < out.size()) {
        const std::size_t end = out.find('\n', at);
        check(end != std::string::npos && end + 1 - at <= kMaxLineBytes);
        const std::string_view line(out.data() + at, end - at);
        if (line != "hello 2") check(parseMessage(line).ok);
        at = end + 1;
    }
}

// The first line of `out` (without '\n'), and the rest after it.
std::string_view firstLine(std::string_view out, std::string_view* rest = nullptr) {
    const std::size_t end = out.find('\n');
    if (rest) *rest = end == std::string_view::npos ? std::string_view() : out.substr(end + 1);
    return out.substr(0, end);
}

void checkRecord(const bagh::games::Game& game) {
    bagh::games::Game replay = bagh::games::Game::from(game.startPosition(), game.rule());
    for (int i = 0; i < game.length(); ++i) check(replay.play(game.moveAt(i)));
}

// The local player's first legal move, if it is its turn: so play runs both ways.
void playIfMyTurn(NetMatch& m, std::int64_t now) {
    if (!m.playing() || !m.myTurn()) return;
    const auto moves = m.game().legalMoves();
    if (!moves.empty()) m.playMove(moves.front(), now);
}

// What a gate must be in whatever state it is in; `start` is its arrival, `keyedAt` when
// encrypted() was called, `askedAt` when ask() was.
void checkGate(const HelloGate& g, std::int64_t now, std::int64_t start, std::int64_t keyedAt,
               std::int64_t askedAt, const Timing& t) {
    const Verdict v = g.verdict();
    check(g.proven() == (g.isEncrypted() && g.keying() != Keying::Open));
    switch (v) {
        case Verdict::Refused:
            check(g.reason() != Reason::None);
            break;
        case Verdict::Encrypt:
            check(!g.isEncrypted() && now - start <= t.openMs);
            break;
        case Verdict::Waiting:
            check(g.isEncrypted() ? now - keyedAt <= t.helloMs : now - start <= t.openMs);
            break;
        case Verdict::Hello:
            check(g.isEncrypted() && g.hello().type == MessageType::Hello);
            break;
        case Verdict::Asking:
            check(g.isEncrypted() && g.hello().type == MessageType::Hello &&
                  now - askedAt <= t.askMs);
            break;
    }
}

void host(Input& in) {
    const std::uint8_t config = in.byte();
    HostTerms terms;
    terms.game = (config & 1) ? bagh::games::GameKind::Lambs : bagh::games::GameKind::BaghChal;
    terms.captures = 1 + (config >> 4);  // HostTerms::of keeps Bagh-Chal's at 5
    if (config & 2) terms.clock = TimeControl{60000, 1000};
    if (config & 4) terms.hostSide = bagh::Side::Tigers;
    const Timing timing;
    NetMatch match = NetMatch::host(terms, "Ram", "fuzz/2", timing);
    if (config & 8) {
        // A guest had the seat and left: a seat key resumes, the code and the open key are taken.
        const ParseResult earlier = parseMessage("hello 2 fuzz/2 - - - - - Earlier");
        match.attach(earlier.message, Admission::Join, keyOf(1), 0);
        match.disconnected(0);
        match.takeOutput();
        match.takeEvents();
        check(match.seated());
    }

    std::int64_t now = 1000;
    const std::int64_t start = now;
    std::int64_t keyedAt = 0, askedAt = 0;
    HelloGate gate(now, timing);
    gate.receive(in.chunk(), now);
    checkGate(gate, now, start, keyedAt, askedAt, timing);
    if (gate.verdict() == Verdict::Encrypt) check(gate.takeOutput() == openingLine());
    const std::uint8_t keying = in.byte();
    if ((keying & 3) != 3) {
        // The TLS handshake takes a while; encrypted() on a gate not at Encrypt changes nothing.
        const bool due = gate.verdict() == Verdict::Encrypt;
        now += keying >> 2 << 6;
        gate.encrypted(static_cast<Keying>(keying & 3), now);
        check(gate.isEncrypted() == due);
        if (due) keyedAt = now;
        gate.tick(now);
        checkGate(gate, now, start, keyedAt, askedAt, timing);
    }
    checkOutput(gate.takeOutput());

    bool asked = false, attached = false, refusedBefore = false;
    for (int step = 0; step < 64 && !in.empty(); ++step) {
        const std::uint8_t ctl = in.byte();
        now += in.u16();
        const std::string_view bytes = in.chunk();
        if (attached) {
            match.receive(bytes, now);
            match.tick(now);
            if (ctl & 8) playIfMyTurn(match, now);
            checkOutput(match.takeOutput());
            match.takeEvents();
            checkRecord(match.game());
            if (match.wantsClose()) break;
            continue;
        }
        const Verdict before = gate.verdict();
        if (bytes.empty())
            gate.tick(now);
        else
            gate.receive(bytes, now);
        check(!refusedBefore || gate.verdict() == Verdict::Refused);
        if (gate.verdict() == Verdict::Asking && before == Verdict::Asking) {
            if ((ctl & 3) == 1) gate.admit();
            if ((ctl & 3) == 2) gate.refuse(Reason::Declined, "no");
        }
        checkGate(gate, now, start, keyedAt, askedAt, timing);
        std::optional<Admission> how;
        if (gate.verdict() == Verdict::Hello && asked) {
            how = Admission::Join;  // the host's player said yes
        } else if (gate.verdict() == Verdict::Hello) {
            Reason reason = Reason::Garbage;
            std::string why;
            const Admission a = match.admission(gate.hello(), gate.keying(), &reason, &why);
            check((a == Admission::Refuse) == (reason != Reason::None));
            check(a != Admission::Resume || (gate.keying() == Keying::Seat && match.seated()));
            check(a != Admission::Join || (gate.keying() == Keying::Code && !match.seated()));
            check(a != Admission::Ask || (gate.keying() == Keying::Open && !match.seated()));
            if (a == Admission::Refuse) {
                gate.refuse(reason, why);
            } else if (a == Admission::Ask) {
                gate.ask(now);
                asked = true;
                askedAt = now;
                check(gate.verdict() == Verdict::Asking);
            } else {
                how = a;
            }
        }
        refusedBefore = gate.verdict() == Verdict::Refused;
        checkOutput(gate.takeOutput());
        if (!how) continue;

        // The connection takes the game over: a new seat's token follows the host's hello.
        Key128 token{};
        token[0] = ctl;
        token[15] = static_cast<std::uint8_t>(step);
        match.attach(gate.hello(), *how, token, now);
        const std::string out = match.takeOutput();
        checkOutput(out);
        std::string_view rest;
        check(firstLine(out, &rest).substr(0, 6) == "hello ");
        if (*how == Admission::Join) {
            check(firstLine(rest) == "seat " + keyWord(token));
            check(match.seatToken() == token);
        } else {
            check(out.find("\nseat ") == std::string::npos);
        }
        attached = true;
        match.receive(gate.takeRest(), now);
        if (ctl & 4)  // the guest's ready, which a fuzzer could not guess
            match.receive("ready " + std::to_string(match.game().length()) + " " +
                              hashWord(recordHash(match.game())) + "\n",
                          now);
        checkOutput(match.takeOutput());
        match.takeEvents();
    }
}

void guest(Input& in) {
    const std::uint8_t config = in.byte();
    const std::string_view answer = in.chunk();
    const Opening o = readHostAnswer(answer);
    check((o.kind == Opening::Kind::Encrypt) == (o.reason == Reason::None));
    check(o.text.size() <= kMaxLineBytes && o.text.find('\n') == std::string::npos);
    // The same line as a guest's opening: a secret after another version is never echoed.
    const Opening asHost = readGuestOpening(answer);
    check((asHost.kind == Opening::Kind::Encrypt) == (asHost.reason == Reason::None));
    if (asHost.reason == Reason::WrongVersion) {
        std::string_view third = answer;
        for (int i = 0; i < 2; ++i) {
            third.remove_prefix(std::min(third.size(), third.find_first_not_of(' ')));
            third.remove_prefix(std::min(third.size(), third.find(' ')));
        }
        third.remove_prefix(std::min(third.size(), third.find_first_not_of(' ')));
        third = third.substr(0, third.find(' '));
        // (A word of digits alone could be part of the version the text names.)
        const bool digits = third.find_first_not_of("0123456789") == std::string_view::npos;
        if (third.size() >= 16 && !digits) check(asHost.text.find(third) == std::string::npos);
    }
    if (o.kind != Opening::Kind::Encrypt && !(config & 0x80)) return;

    Setup wish;
    if (config & 1)
        wish.game = (config & 2) ? bagh::games::GameKind::Lambs : bagh::games::GameKind::BaghChal;
    if (config & 4) wish.side = (config & 8) ? bagh::Side::Tigers : bagh::Side::Goats;
    const Timing timing;
    NetMatch match = NetMatch::guest("Sita", "fuzz/2", wish, timing);
    if (config & 0x10) match.setSeatToken(keyOf(7));
    std::int64_t now = 1000;
    match.connected(now);
    const std::string hello = match.takeOutput();
    checkOutput(hello);
    check(parseMessage(firstLine(hello)).message.type == MessageType::Hello);

    bool joined = false;
    for (int step = 0; step < 64 && !in.empty(); ++step) {
        const std::uint8_t ctl = in.byte();
        now += in.u16();
        match.receive(in.chunk(), now);
        match.tick(now);
        if (ctl & 8) playIfMyTurn(match, now);
        checkOutput(match.takeOutput());
        for (const Event& e : match.takeEvents()) {
            // Asking and the seat come only while the handshake runs, before the game.
            if (e.kind == Event::Kind::Asking || e.kind == Event::Kind::SeatGiven) check(!joined);
            if (e.kind == Event::Kind::SeatGiven) check(match.seatToken().has_value());
            if (e.kind == Event::Kind::Joined) joined = true;
        }
        checkRecord(match.game());
        if (match.wantsClose()) {
            // Join again, as a guest whose connection dropped does.
            if (!(ctl & 16)) break;
            match.disconnected(now);
            match.takeEvents();
            match.connected(now);
            checkOutput(match.takeOutput());
            joined = false;
        }
    }
}

// PendingLimits against a model: ids in arrival order with their address, stage and the time
// of their last step.
void limits(Input& in) {
    using Stage = PendingLimits::Stage;
    struct Waiting {
        std::uint64_t id;
        int address;
        Stage stage;
        std::int64_t since;
    };
    PendingLimits pending;
    std::vector<Waiting> model;
    std::uint64_t nextId = 1;
    std::int64_t now = 0;
    auto key = [](int address) { return "10.0.0." + std::to_string(address); };
    auto from = [&](int address) {
        return static_cast<int>(std::count_if(
            model.begin(), model.end(), [&](const Waiting& w) { return w.address == address; }));
    };
    // Many addresses, so that the limit in all is reached as well as the one per address.
    for (int op = 0; op < 1024 && !in.empty(); ++op) {
        const std::uint8_t b = in.byte();
        const int address = (b >> 2) % 48 + (op % 4) * 48;
        now += b & 3;
        if ((b & 3) <= 1) {  // arrive, twice as often as the others
            const int mine = from(address);
            const PendingLimits::Decision d = pending.arrive(nextId, key(address), now);
            if (mine >= PendingLimits::kPerAddress) check(!d.admitted && !d.evicted);
            if (d.evicted) {
                const auto it = std::find_if(model.begin(), model.end(),
                                             [&](const Waiting& w) { return w.id == *d.evicted; });
                check(it != model.end() && it->stage != Stage::Kept && d.admitted);
                check(model.size() == static_cast<std::size_t>(PendingLimits::kInAll));
                // Nobody stalled longer; of those stalled as long, nobody got less far.
                for (const Waiting& w : model) {
                    if (w.stage == Stage::Kept) continue;
                    check(w.since >= it->since);
                    if (w.since == it->since) check(w.stage >= it->stage);
                }
                const int gone = it->address;
                model.erase(it);
                model.push_back({nextId, address, Stage::Silent, now});  // the newcomer's place
                check(pending.waitingFrom(key(gone)) == from(gone));
            } else if (d.admitted) {
                model.push_back({nextId, address, Stage::Silent, now});
            }
            if (!d.admitted)
                check(mine >= PendingLimits::kPerAddress ||
                      (model.size() == static_cast<std::size_t>(PendingLimits::kInAll) &&
                       std::all_of(model.begin(), model.end(),
                                   [](const Waiting& w) { return w.stage == Stage::Kept; })));
            ++nextId;
        } else if (!model.empty()) {
            const std::size_t at = (b >> 2) % model.size();
            if ((b & 3) == 2) {
                const auto stage = static_cast<Stage>(in.byte() % 4);
                pending.advance(model[at].id, stage, now);
                if (stage > model[at].stage)
                    model[at] = {model[at].id, model[at].address, stage, now};
            } else {
                pending.leave(model[at].id);
                model.erase(model.begin() + static_cast<std::ptrdiff_t>(at));
            }
        } else {
            pending.leave(nextId + 1000);  // an id it never saw: nothing changes
        }
        check(pending.waiting() == static_cast<int>(model.size()));
        check(pending.waiting() <= PendingLimits::kInAll);
        check(pending.waitingFrom(key(address)) == from(address));
        check(from(address) <= PendingLimits::kPerAddress);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 64 * 1024) return 0;
    Input in(std::string_view(reinterpret_cast<const char*>(data), size));
    switch (in.byte() % 3) {
        case 0:
            host(in);
            break;
        case 1:
            guest(in);
            break;
        default:
            limits(in);
            break;
    }
    return 0;
}
