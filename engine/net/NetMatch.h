// One game of either kind played over a connection, as one side of it sees it: the protocol's
// state machine without a transport (docs/NETWORK.md). Bytes from the peer go in (receive),
// the local player's actions go in (playMove, requestUndo …), time goes in (tick; every call
// takes the caller's monotonic milliseconds), and out come the lines to send (takeOutput) and
// what happened (takeEvents). Nothing here waits, reads a clock or touches a socket, so whole
// games run in a test with fake time.
//
// Roles. The host decides the setup (game, captures, rule, sides, clock), keeps the clock and
// keeps the game between connections: its guest, joining again with its seat token, gets the
// whole record, the clocks and the end if there is one, and play goes on where it stopped (the
// host's record is the one that counts). New connections reach the host through a HelloGate,
// which reads their hello; judgeHello decides, attach takes the connection over.
//
// Trust. Neither side trusts the other: every move is checked against games::Game's rules,
// every message against the state (whose turn, which length it speaks of), and after every move
// both sides compare the record's hash (RecordHash.h). A line that is not a message, a message
// out of place, an illegal move, a flood, an over-long line or silence closes the connection
// with a reason (Event::Lost, and a bye to the peer); a hash that differs closes it as well
// (Event::Desync) and keeps both records: the move whose hash differs is not played. The game
// itself is never changed by anything refused. Moves that cross an end (a move sent while the
// peer resigned, or while the host's flag fell) are taken back on the side that sent them, so
// both records end alike.
//
// Not thread-safe; one owner calls everything.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/games/AnyGame.h"
#include "engine/games/SavedGame.h"
#include "engine/net/Keys.h"
#include "engine/net/LineReader.h"
#include "engine/net/Protocol.h"

namespace bagh::net {

enum class Role : std::uint8_t { Host, Guest };

// A connection's limits, in milliseconds; tests shorten them.
struct Timing {
    std::int64_t keepAliveMs = 5000;  // a ping after this long without sending anything
    std::int64_t silenceMs = 20000;   // the peer is gone after this long without a line
    std::int64_t openMs = 3000;       // a new connection's opening and TLS, within this (HelloGate)
    std::int64_t helloMs = 10000;     // … and its hello after TLS within this
    std::int64_t askMs = 60000;       // the host's player answers a join from the list within this
    int floodBurst = 100;             // lines at once …
    int floodPerSecond = 50;          // … and sustained
};

// What the host decides.
struct HostTerms {
    games::GameKind game = games::GameKind::BaghChal;
    int captures = 5;  // Lambs: 1..15 (15 = every goat); Bagh-Chal: 5
    RepetitionRule rule = RepetitionRule::ThirdOccurrenceDraws;
    Side hostSide = Side::Goats;
    std::optional<TimeControl> clock;
    bool operator==(const HostTerms&) const = default;

    // The game part as the games' one rules type, and terms from it: the one conversion
    // between a setup's rules and the host's terms (Bagh-Chal's captures are 5).
    games::GameRules rules() const;
    static HostTerms of(const games::GameRules& rules, Side hostSide,
                        std::optional<TimeControl> clock);
};

// The terms as the setup words of hello and of a LAN announcement say them, every field given.
Setup setupOf(const HostTerms& terms);

struct Event {
    enum class Kind : std::uint8_t {
        Joined,         // the handshake is done; resumed, plies (the game's length)
        OpponentMove,   // move
        UndoRequested,  // plies: how many the opponent asks to take back
        UndoAnswered,   // accepted: the answer to this side's request
        Undone,         // plies: the game was taken back to this length
        DrawOffered,
        DrawAnswered,  // accepted (the game is drawn when true)
        OpponentResigned,
        FlagFell,   // side: whose flag fell (that side lost)
        Clocks,     // clocks, running (none when stopped)
        Chat,       // text (sanitised)
        Lost,       // the connection ended: reason, text; the game stays
        Refused,    // the host refused this guest: reason, text
        Desync,     // plies, ourHash, theirHash (each side's record at `plies`): they differ
        Asking,     // guest: the host's player is asked whether it may join
        SeatGiven,  // guest: the host gave it its seat token (seatToken())
    };
    Kind kind = Kind::Chat;
    games::Move move;
    bool accepted = false;
    bool resumed = false;
    bool replaced = false;  // Joined (guest): its own record was not a prefix of the host's
    int plies = 0;
    Side side = Side::Goats;
    Clocks clocks;
    std::optional<Side> running;
    Reason reason = Reason::None;
    std::string text;
    std::uint64_t ourHash = 0;
    std::uint64_t theirHash = 0;
};

// What a host does with a hello that came through a HelloGate (NetMatch::admission).
enum class Admission : std::uint8_t {
    Join,    // a new player takes the guest's seat (keyed by the join code, or asked and accepted)
    Resume,  // the seated guest again (keyed by its seat token)
    Ask,     // keyed by the open key: the host's player decides (HelloGate::ask)
    Refuse,  // with a reason
};

class NetMatch {
public:
    // A host of a new game under `terms` from the game's start; `name` is the host player's,
    // `program` this program and its version ("baghchal/0.1.0"). Which key a connection used
    // is the transport's to know (TLS-PSK, Keys.h); admission weighs it.
    static NetMatch host(const HostTerms& terms, std::string_view name, std::string_view program,
                         const Timing& timing = {});
    // A guest. `wish` is what it expects of the host (from a LAN listing); an open field takes
    // the host's, a set one that differs makes the host refuse.
    static NetMatch guest(std::string_view name, std::string_view program, const Setup& wish = {},
                          const Timing& timing = {});

    // --- the transport ---------------------------------------------------------------------
    // Host: what to do with `hello`, from a connection keyed by `keying` (HelloGate). The setup
    // first (WrongSetup), then the seat: once a guest has been admitted its seat is its own —
    // a seat key resumes it, the join code or the open key is refused as Taken; before that,
    // the code joins and the open key asks the host's player.
    Admission admission(const Message& hello, Keying keying, Reason* reason,
                        std::string* why = nullptr) const;
    // Host: a connection admitted (Join or Resume; an asked one after the player said yes, as
    // Join) takes the game over: the setup, for a Join the new seat's `token` (random, the
    // transport's), the record and the clocks go out. A connection still up is to be closed by
    // the caller first (drop, then disconnected).
    void attach(const Message& hello, Admission how, const Key128& token, std::int64_t nowMs);
    // Host: a guest has a seat; its token (the PSK of the "seat" keying).
    bool seated() const { return seat_.has_value(); }
    const std::optional<Key128>& seatToken() const { return seat_; }
    // Host: frees the seat while nobody is connected, so the join code admits a new player
    // (the old one's program lost its token). Guest: forgets its token (the host no longer
    // keeps the seat). setSeatToken: the guest's token, for a run that resumes.
    void freeSeat();
    void setSeatToken(const Key128& token) { seat_ = token; }
    // Guest: the connection to the host is up; the hello goes out.
    void connected(std::int64_t nowMs);
    // Bytes from the peer, handled line by line until the connection is to close.
    void receive(std::string_view bytes, std::int64_t nowMs);
    // Time passes: a ping when due, the peer's silence, the host's clock (a flag falls here).
    void tick(std::int64_t nowMs);
    // This side closes the connection: a bye with `reason` goes out, Event::Lost follows.
    void drop(Reason reason, std::string_view text, std::int64_t nowMs);
    // The transport is gone (closed by either side, or the network). The game stays, the clocks
    // stop, pending undo requests and draw offers lapse.
    void disconnected(std::int64_t nowMs);

    // The lines to send, in order; taking them empties the queue.
    std::string takeOutput();
    std::vector<Event> takeEvents();
    // True once the connection is to close after the output is sent.
    bool wantsClose() const { return closing_; }

    // --- the local player ------------------------------------------------------------------
    // Each returns false and says why when the state does not allow it; nothing changes then.
    bool playMove(games::Move move, std::int64_t nowMs, std::string* why = nullptr);
    // Asks to take back this side's last move (and the opponent's reply, if it is this side's
    // turn again).
    bool requestUndo(std::int64_t nowMs, std::string* why = nullptr);
    void answerUndo(bool accept, std::int64_t nowMs);
    // Only on the opponent's turn (offer after your move), as at a board.
    bool offerDraw(std::int64_t nowMs, std::string* why = nullptr);
    void answerDraw(bool accept, std::int64_t nowMs);
    bool resign(std::int64_t nowMs, std::string* why = nullptr);
    bool chat(std::string_view text, std::int64_t nowMs);
    // Leaves: a bye goes out and the connection is to close. A guest may join again later.
    void goodbye(std::int64_t nowMs);

    // --- state -----------------------------------------------------------------------------
    Role role() const { return role_; }
    bool linked() const { return phase_ != Phase::Offline; }   // a connection is up
    bool playing() const { return phase_ == Phase::Playing; }  // … and its handshake done
    bool started() const { return started_; }                  // the guest has had the game once
    const games::Game& game() const { return game_; }
    const HostTerms& terms() const { return terms_; }
    Side localSide() const;
    Side peerSide() const { return opponent(localSide()); }
    const std::string& localName() const { return localName_; }
    const std::string& peerName() const { return peerName_; }
    bool myTurn() const;
    // This side's last move is on its way: the peer has not acknowledged it yet. A guest's such
    // move is gone if the line drops before the ack (the host's record counts).
    bool awaitingAck() const { return awaitingAck_.has_value(); }
    bool undoRequested() const { return ownUndo_.has_value(); }
    bool undoAsked() const { return peerUndo_.has_value(); }
    bool drawOffered() const { return ownDraw_.has_value(); }
    bool drawAsked() const { return peerDraw_.has_value(); }
    DeclaredEnd declaredEnd() const { return declared_; }
    // The clocks now (the running side counted down; on the guest from the host's last stamp),
    // or nothing in a game without clocks.
    std::optional<Clocks> clocks(std::int64_t nowMs) const;
    std::optional<Side> clockRunning() const;
    // Guest: its own record before a join replaced it (Event::Joined with replaced).
    const games::Game& previousRecord() const { return previous_; }
    // The game as a saved game: both players (Goats, Tigers), Event, Date, Network (who
    // hosted) and TimeControl (seconds, "300+2"); a flag fall is the record's own end
    // (Termination "time-forfeit").
    games::SavedGame savedGame(std::string_view date = {}) const;

private:
    enum class Phase : std::uint8_t { Offline, Greeting, Syncing, Playing };
    struct Undo {
        int length;
        int target;
    };

    NetMatch(Role role, const Timing& timing) : role_(role), timing_(timing) {}
    void send(const Message& m, std::int64_t nowMs);
    void sendLine(const std::string& line, std::int64_t nowMs);
    // A new event of `kind` at the end of the queue, for its fields to be filled in at once.
    Event& event(Event::Kind kind) {
        events_.emplace_back();
        events_.back().kind = kind;
        return events_.back();
    }
    void handleLine(const std::string& line, std::int64_t nowMs);
    void handle(const Message& m, std::int64_t nowMs);
    // Guest handshake.
    void onHello(const Message& m, std::int64_t nowMs);
    void onRecord(const Message& m, std::int64_t nowMs);
    void onSync(const Message& m, std::int64_t nowMs);
    // Host handshake.
    void onReady(const Message& m, std::int64_t nowMs);
    void onSeat(const Message& m, std::int64_t nowMs);
    // Play.
    void onMove(const Message& m, std::int64_t nowMs);
    void onAck(const Message& m, std::int64_t nowMs);
    void onUndoRequest(const Message& m, std::int64_t nowMs);
    void onUndoAnswer(const Message& m, std::int64_t nowMs);
    void onDraw(const Message& m, std::int64_t nowMs);
    void onResign(const Message& m, std::int64_t nowMs);
    void onFlag(const Message& m, std::int64_t nowMs);
    void onClock(const Message& m, std::int64_t nowMs);
    // Takes back this side's one move that crossed the peer's end at `length`; false if the
    // record does not allow that (then the peer's message is out of place).
    bool takeBackCrossing(int length);
    void truncate(int length, std::int64_t nowMs);
    void conclude(DeclaredEnd end, std::int64_t nowMs);
    // The records differ at `plies`: Event::Desync, then the connection closes.
    void desync(int plies, std::uint64_t ours, std::uint64_t theirs, std::string_view why,
                std::int64_t nowMs);
    // … after `plies` moves: `ours` is this side's hash of its record with those moves.
    void desyncAfter(int plies, std::uint64_t ours, std::uint64_t theirs, std::int64_t nowMs);
    // The connection is over for this side: Event `kind` (Lost or Refused) with why.
    void closed(Event::Kind kind, Reason reason, std::string text);
    void declineOpenRequests(std::int64_t nowMs);
    void clearRequests();
    // Host's clock.
    void startClock(std::int64_t nowMs);
    void stopClock(std::int64_t nowMs);
    bool chargeMover(Side mover, std::int64_t nowMs);  // false: its flag had fallen
    void flagFall(Side side, std::int64_t nowMs);
    void clocksEvent(std::int64_t nowMs);
    std::optional<Clocks> stamp(std::int64_t nowMs) const;
    // Guest: the host's stamp, counted down from now for the side to move while playing.
    void noteStamp(const Clocks& c, std::int64_t nowMs);
    bool inProgress() const { return !game_.result().over(); }

    Role role_;
    Timing timing_;
    HostTerms terms_;
    Setup wish_;
    std::optional<Key128> seat_;  // host: the seated guest's token; guest: the one it was given
    std::string program_;
    std::string localName_;
    std::string peerName_;
    games::Game game_;
    games::Game previous_;
    games::Game syncing_;  // guest: the host's record as it arrives
    bool started_ = false;
    bool joinedBefore_ = false;  // host: a guest has joined once (the next join is a resume)
    Phase phase_ = Phase::Offline;
    bool closing_ = false;
    LineReader reader_;
    RateLimit rate_;
    std::int64_t lastHeard_ = 0;
    std::int64_t lastSent_ = 0;
    std::optional<int> awaitingAck_;  // the length our last move made, until the peer's ack
    std::optional<Undo> ownUndo_;
    std::optional<Undo> peerUndo_;
    std::optional<int> ownDraw_;
    std::optional<int> peerDraw_;
    DeclaredEnd declared_ = DeclaredEnd::None;
    // The clock: the host's, kept here; on the guest, the host's last stamp counted down for
    // the side to move (shown, never judged).
    games::GameClock clock_;
    std::string output_;
    std::vector<Event> events_;
};

}  // namespace bagh::net
