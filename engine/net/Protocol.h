// The network play's line protocol, version 2 (docs/NETWORK.md has every message with an
// example exchange): one message a line, UTF-8, ended by '\n', at most kMaxLineBytes bytes with
// its '\n'. A line is words separated by blanks, the first naming the message; only the last
// field of a few messages (a name, a chat line, a reason's explanation) is free text, and it is
// sanitised on the way in and on the way out (sanitizeText). Everything else is a word from a
// fixed set, a decimal number with a bound, or 16 (a hash) or 32 (a seat token) hexadecimal
// digits. Since version 2 every line but the plain opening (Opening.h) travels inside TLS.
//
// Nothing a peer sends is trusted: parseMessage never throws, never reads past the line, never
// takes a length from the peer, and refuses a line with a reason (ParseError) rather than
// guessing. What a message means in a game (whose turn, a legal move) is NetMatch's to judge.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/Game.h"
#include "engine/core/Types.h"
#include "engine/games/GameClock.h"
#include "engine/games/GameRules.h"
#include "engine/games/GameTypes.h"
#include "engine/net/Keys.h"

namespace bagh::net {

constexpr int kProtocolVersion = 2;
// A line's bytes, its '\n' included. A record of many moves goes as several record lines.
constexpr std::size_t kMaxLineBytes = 4096;
constexpr std::size_t kMaxChatBytes = 200;
constexpr std::size_t kMaxNameBytes = 40;
constexpr std::size_t kMaxProgramBytes = 40;
// The longest game that travels (the saved-game format's own limit, io/GameFileFormat.h).
constexpr int kMaxPlies = 20000;
// Clock fields: the clock's own limits (games/GameClock.h).
using games::kMaxBaseMs;
using games::kMaxClockMs;
using games::kMaxIncrementMs;

// Why a connection was refused or closed. The words in quotes are the wire's (refuse, bye).
enum class Reason : std::uint8_t {
    None,
    Left,          // "left": the peer said goodbye
    WrongSecret,   // "secret": the key is not the host's (version 2: TLS fails; never on the wire)
    WrongVersion,  // "version": another protocol version
    WrongSetup,    // "setup": the guest expects another game, rule or side than the host's
    Busy,          // "busy": the host takes no more connections now
    Garbage,       // "garbage": a line that is not a message of this protocol
    Overlong,      // "overlong": a line longer than kMaxLineBytes
    Flood,         // "flood": more lines than the limit allows
    Silence,       // "silence": nothing heard for too long (or no hello in time)
    IllegalMove,   // "illegal": a move the rules do not allow there
    Protocol,      // "protocol": a message out of place (out of turn, wrong length, …)
    Desync,        // "desync": the two records differ (their hashes do)
    Replaced,      // "replaced": the same player joined again on a new connection
    Taken,         // "taken": the guest's seat is its player's; this connection has no token
    Declined,      // "declined": the host said no to a join from the local list (or no answer)
    Closed,        // the connection closed without a word (never on the wire)
};

enum class MessageType : std::uint8_t {
    Hello,  // hello <protocol> <program> <game> <captures> <rule> <side> <clock> <name…>
    Refuse,       // refuse <reason> <text…>
    Record,       // record <first-ply> <move>…
    Sync,         // sync <length> <hash> <goats-ms> <tigers-ms> <end>
    Ready,        // ready <length> <hash>
    Move,         // move <length> <move> <hash> <goats-ms> <tigers-ms>
    Ack,          // ack <length> <hash> <goats-ms> <tigers-ms>
    UndoRequest,  // undo-request <length> <target>
    UndoAccept,   // undo-accept <length> <target> <hash>
    UndoDecline,  // undo-decline <length> <target>
    DrawOffer,    // draw-offer <length>
    DrawAccept,   // draw-accept <length>
    DrawDecline,  // draw-decline <length>
    Resign,       // resign <length>
    Flag,         // flag <side> <length> <goats-ms> <tigers-ms>
    Clock,        // clock <goats-ms> <tigers-ms>
    Chat,         // chat <text…>
    Ping,         // ping
    Bye,          // bye <reason> <text…>
    Seat,         // seat <token>: the host gives a newly admitted guest its seat token
    Asking,       // asking: the host's player is being asked whether this guest may join
};

// How a game ended other than by its moves, as sync tells a joining guest.
enum class DeclaredEnd : std::uint8_t {
    None,            // "-"
    GoatsResigned,   // "goats-resigned"
    TigersResigned,  // "tigers-resigned"
    DrawAgreed,      // "draw-agreed"
    GoatsFlagFell,   // "goats-flag"
    TigersFlagFell,  // "tigers-flag"
};

// Minutes plus an increment a move, in milliseconds ("300000+2000" on the wire), and what
// remains on each side's clock (games/GameClock.h).
using games::Clocks;
using games::TimeControl;

// The setup fields of hello. The host's hello sets every one (its side is the host's); a
// guest's may leave any open ("-": whatever the host set), and a set one is what the guest
// expects (its side the guest's own), which the host refuses if it differs.
struct Setup {
    std::optional<games::GameKind> game;
    std::optional<int> captures;  // the captures that win: Bagh-Chal 5; Lambs 1..15 (15 = all)
    std::optional<RepetitionRule> rule;
    std::optional<Side> side;
    std::optional<TimeControl> clock;  // none: no clocks (the guest always writes "-")
    bool operator==(const Setup&) const = default;
};

// One message. Only the fields of its type are meaningful (the comments name them).
struct Message {
    MessageType type = MessageType::Ping;
    int protocol = kProtocolVersion;      // hello
    std::string program;                  // hello: the program and its version, one word
    Key128 token{};                       // seat
    Setup setup;                          // hello
    int length = 0;                       // record: the index of its first move; the others:
                                          // the game's length the message speaks of
    int target = 0;                       // undo-*: the game's length after the undo
    std::vector<std::string> moves;       // record: its moves; move: exactly one
    std::uint64_t hash = 0;               // sync, ready, move, ack, undo-accept (recordHash)
    std::optional<Clocks> clocks;         // sync, move, ack, flag, clock: none is "- -"
    DeclaredEnd end = DeclaredEnd::None;  // sync
    Side side = Side::Goats;              // flag: whose flag fell
    Reason reason = Reason::None;         // refuse, bye (an unknown word reads as None)
    std::string text;                     // hello: the name; chat; refuse, bye: why
};

struct ParseError {
    Reason reason = Reason::Garbage;  // Garbage, or WrongVersion for another version's hello
    std::string what;                 // for a person: which field and why
};

struct ParseResult {
    bool ok = false;
    Message message;   // valid when ok
    ParseError error;  // valid when !ok
};

// Reads one line, without its '\n' (a trailing '\r' is allowed). Never throws. Refused: an empty
// line, an unknown message, a field that is missing, extra or out of its range, any byte that is
// not printable ASCII in a word; free text is sanitised, never refused. A hello whose protocol
// is not kProtocolVersion (any number of digits) is refused with WrongVersion before its other
// fields are read, so another version's hello gets a clear answer whatever else it carries.
ParseResult parseMessage(std::string_view line);

// The line of `m`, '\n' included. Free text is sanitised and cut to its limit, so a line is
// never longer than kMaxLineBytes, but for a record with too many moves: recordLines splits.
std::string serialize(const Message& m);

// record lines carrying `moves` (texts) from index `first`, each within kMaxLineBytes.
std::vector<std::string> recordLines(const std::vector<std::string>& moves, int first = 0);

// `text` made safe to show and to send: valid UTF-8 only (other bytes dropped), no control
// characters (C0, DEL, C1, line and paragraph separators), no bidirectional overrides or
// isolates and no invisible characters (zero-width spaces and joiners, word joiners, soft
// hyphens, fillers, tags; a zero-width joiner or non-joiner only between two Devanagari
// letters, where it shapes the script), so two texts that look alike are alike; blanks collapsed to one space and trimmed, cut to at most `maxBytes` bytes at a
// character boundary.
std::string sanitizeText(std::string_view text, std::size_t maxBytes);

const char* messageWord(MessageType type);
const char* reasonWord(Reason reason);  // "" for None and Closed
// What the reason means, in English, for logs and tests (the app words it for the player).
const char* reasonText(Reason reason);
const char* sideWord(Side side);  // "goats", "tigers"
// The rule and captures words are the games' own (GameRules.h): one spelling everywhere.
using games::capturesFromWord;
using games::capturesWord;
using games::ruleFromWord;
using games::ruleWord;
std::string timeControlWord(const TimeControl& tc);  // "300000+2000"
const char* declaredEndWord(DeclaredEnd end);
std::string hashWord(std::uint64_t value);  // 16 lowercase hexadecimal digits

// The setup words of hello and of a LAN announcement, read from `words` (exactly five:
// game captures rule side clock); an open field is "-" when `allowOpen`. Checks each word and
// that the captures fit the game. Returns nothing and says why in *why otherwise.
std::optional<Setup> parseSetupWords(const std::vector<std::string_view>& words, bool allowOpen,
                                     std::string* why);
std::string setupWords(const Setup& setup);  // the five words, "-" for an open field
std::optional<std::uint64_t> parseHex64(std::string_view word);  // exactly 16 hex digits
// A protocol version word: decimal digits, as many as there are (a value past 10^8 stays
// past it); nothing if it is not all digits.
std::optional<std::int64_t> versionNumber(std::string_view word);

}  // namespace bagh::net
