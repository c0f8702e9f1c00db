#include "engine/net/NetMatch.h"

#include "engine/net/NetMatchDetail.h"
#include "engine/net/RecordHash.h"
#include "engine/util/Quoted.h"

namespace bagh::net {

using namespace detail;

void NetMatch::onMove(const Message& m, std::int64_t nowMs) {
    const int length = game_.length();
    if (!inProgress()) {
        // A move that crossed an end by the players' word or the clock is not played; the
        // sender takes it back when our end reaches it.
        if (declared_ != DeclaredEnd::None && m.length == length) return;
        return drop(Reason::Protocol, "a move after the end of the game", nowMs);
    }
    if (myTurn())
        return drop(Reason::Protocol,
                    "a move out of turn (for ply " + std::to_string(m.length + 1) + ")", nowMs);
    if (m.length != length)
        return drop(Reason::Protocol,
                    "a move for ply " + std::to_string(m.length + 1) + " when the game is at ply " +
                        std::to_string(length + 1),
                    nowMs);
    const games::Move mv = game_.findLegalMove(m.moves.front());
    if (mv.isNull())
        return drop(
            Reason::IllegalMove,
            quoted(m.moves.front()) + " is not a legal move at ply " + std::to_string(length + 1),
            nowMs);
    game_.play(mv);
    const std::uint64_t ours = recordHash(game_);
    if (ours != m.hash) {
        game_.undo();  // not played; the hash compared is the one with the move
        return desyncAfter(length + 1, ours, m.hash, nowMs);
    }
    peerUndo_.reset();
    peerDraw_.reset();
    ownDraw_.reset();
    if (role_ == Role::Host) {
        if (!chargeMover(peerSide(), nowMs)) {
            game_.undo();  // the flag fell before the move came: it is not played
            return flagFall(peerSide(), nowMs);
        }
        startClock(nowMs);
    } else if (m.clocks) {
        noteStamp(*m.clocks, nowMs);
    }
    Message ack = message(MessageType::Ack, game_.length());
    ack.hash = ours;
    if (role_ == Role::Host) ack.clocks = stamp(nowMs);
    send(ack, nowMs);
    event(Event::Kind::OpponentMove).move = mv;
    clocksEvent(nowMs);
}

void NetMatch::onAck(const Message& m, std::int64_t nowMs) {
    if (!awaitingAck_ || *awaitingAck_ != m.length || m.length > game_.length())
        return drop(Reason::Protocol, "an ack for a move not made", nowMs);
    awaitingAck_.reset();
    if (const std::uint64_t ours = recordHash(game_, m.length); ours != m.hash)
        return desyncAfter(m.length, ours, m.hash, nowMs);
    if (role_ == Role::Guest && m.clocks) {
        noteStamp(*m.clocks, nowMs);
        clocksEvent(nowMs);
    }
}

void NetMatch::onUndoRequest(const Message& m, std::int64_t nowMs) {
    const int length = game_.length();
    const bool valid = inProgress() && !ownUndo_ && !peerUndo_ && m.length == length &&
                       (m.target == length - 1 || m.target == length - 2) && m.target >= 0 &&
                       game_.positionAt(m.target).sideToMove() == peerSide();
    if (!valid) {
        // Crossed with a move, or asked twice: declined without asking anyone.
        Message no = message(MessageType::UndoDecline, m.length);
        no.target = m.target;
        return send(no, nowMs);
    }
    peerUndo_ = Undo{m.length, m.target};
    event(Event::Kind::UndoRequested).plies = m.length - m.target;
}

void NetMatch::onUndoAnswer(const Message& m, std::int64_t nowMs) {
    if (!ownUndo_ || ownUndo_->length != m.length || ownUndo_->target != m.target)
        return drop(Reason::Protocol, "an answer to an undo request not made", nowMs);
    ownUndo_.reset();
    if (m.type == MessageType::UndoDecline) {
        event(Event::Kind::UndoAnswered).accepted = false;
        return;
    }
    if (game_.length() != m.length || !inProgress())
        return drop(Reason::Protocol, "an undo accepted for another position", nowMs);
    truncate(m.target, nowMs);
    event(Event::Kind::UndoAnswered).accepted = true;
    event(Event::Kind::Undone).plies = m.target;
    if (const std::uint64_t ours = recordHash(game_); ours != m.hash)
        return desyncAfter(m.target, ours, m.hash, nowMs);
    if (role_ == Role::Host) {
        startClock(nowMs);
        Message c = message(MessageType::Clock);
        c.clocks = stamp(nowMs);
        if (c.clocks) send(c, nowMs);
    }
    clocksEvent(nowMs);
}

void NetMatch::onDraw(const Message& m, std::int64_t nowMs) {
    const int length = game_.length();
    if (m.type == MessageType::DrawOffer) {
        // Offered on its opponent's turn only, as at a board, once at a time.
        if (!inProgress() || m.length != length || !myTurn() || peerDraw_ || ownDraw_)
            return send(message(MessageType::DrawDecline, m.length), nowMs);
        peerDraw_ = m.length;
        event(Event::Kind::DrawOffered);
        return;
    }
    if (m.type == MessageType::DrawDecline) {
        if (ownDraw_ && *ownDraw_ == m.length) {
            ownDraw_.reset();
            event(Event::Kind::DrawAnswered).accepted = false;
        }
        return;  // a decline of an offer that lapsed already says nothing new
    }
    if (!inProgress() && declared_ != DeclaredEnd::None) return;  // crossed our own end
    if (!ownDraw_ || *ownDraw_ != m.length || length != m.length)
        return drop(Reason::Protocol, "a draw accepted that was not offered", nowMs);
    ownDraw_.reset();
    conclude(DeclaredEnd::DrawAgreed, nowMs);
    event(Event::Kind::DrawAnswered).accepted = true;
}

void NetMatch::onResign(const Message& m, std::int64_t nowMs) {
    if (!inProgress()) {
        if (declared_ != DeclaredEnd::None) return;  // both ended it at once: ours stands
        return drop(Reason::Protocol, "a resignation after the end of the game", nowMs);
    }
    if (m.length != game_.length() && !takeBackCrossing(m.length))
        return drop(Reason::Protocol, "a resignation at another position", nowMs);
    conclude(resigned(peerSide()), nowMs);
    event(Event::Kind::OpponentResigned);
}

void NetMatch::onFlag(const Message& m, std::int64_t nowMs) {
    if (!inProgress() && declared_ != DeclaredEnd::None) return;  // crossed our own end
    if (!inProgress() || (m.length != game_.length() && !takeBackCrossing(m.length)) ||
        game_.current().sideToMove() != m.side)
        return drop(Reason::Protocol, "a flag fall at another position", nowMs);
    conclude(flagged(m.side), nowMs);
    if (m.clocks) noteStamp(*m.clocks, nowMs);
    event(Event::Kind::FlagFell).side = m.side;
    clocksEvent(nowMs);
}

void NetMatch::onClock(const Message& m, std::int64_t nowMs) {
    if (!terms_.clock) return drop(Reason::Protocol, "clocks in a game without clocks", nowMs);
    noteStamp(*m.clocks, nowMs);
    clocksEvent(nowMs);
}

bool NetMatch::takeBackCrossing(int length) {
    if (length + 1 != game_.length() || !awaitingAck_ || *awaitingAck_ != game_.length() ||
        game_.positionAt(length).sideToMove() != localSide())
        return false;
    game_.truncate(length);
    awaitingAck_.reset();
    event(Event::Kind::Undone).plies = length;
    return true;
}

void NetMatch::truncate(int length, std::int64_t nowMs) {
    stopClock(nowMs);
    game_.truncate(length);
    if (awaitingAck_ && *awaitingAck_ > length) awaitingAck_.reset();
    ownDraw_.reset();
    peerDraw_.reset();
}

void NetMatch::conclude(DeclaredEnd end, std::int64_t nowMs) {
    stopClock(nowMs);
    game_.conclude(resultOf(end));
    declared_ = end;
    clearRequests();
}

void NetMatch::desync(int plies, std::uint64_t ours, std::uint64_t theirs, std::string_view why,
                      std::int64_t nowMs) {
    Event& e = event(Event::Kind::Desync);
    e.plies = plies;
    e.ourHash = ours;
    e.theirHash = theirs;
    drop(Reason::Desync, why, nowMs);
}

void NetMatch::desyncAfter(int plies, std::uint64_t ours, std::uint64_t theirs,
                           std::int64_t nowMs) {
    desync(plies, ours, theirs,
           "the records differ after ply " + std::to_string(plies) + " (hash " + hashWord(theirs) +
               " there, " + hashWord(ours) + " here)",
           nowMs);
}

void NetMatch::clearRequests() {
    ownUndo_.reset();
    peerUndo_.reset();
    ownDraw_.reset();
    peerDraw_.reset();
}

void NetMatch::declineOpenRequests(std::int64_t nowMs) {
    if (peerUndo_) {
        Message no = message(MessageType::UndoDecline, peerUndo_->length);
        no.target = peerUndo_->target;
        send(no, nowMs);
        peerUndo_.reset();
    }
    if (peerDraw_) {
        send(message(MessageType::DrawDecline, *peerDraw_), nowMs);
        peerDraw_.reset();
    }
}

// --- the local player ------------------------------------------------------------------------

namespace {
bool refuse(std::string* why, const char* text) {
    if (why) *why = text;
    return false;
}
}  // namespace

bool NetMatch::playMove(games::Move move, std::int64_t nowMs, std::string* why) {
    if (!playing()) return refuse(why, "not connected to the other player");
    if (!inProgress()) return refuse(why, "the game is over");
    if (!myTurn()) return refuse(why, "it is not your turn");
    if (ownUndo_) return refuse(why, "your undo request awaits its answer");
    if (!game_.isLegal(move)) return refuse(why, "not a legal move");
    declineOpenRequests(nowMs);
    if (role_ == Role::Host && !chargeMover(localSide(), nowMs)) {
        flagFall(localSide(), nowMs);
        return refuse(why, "your time ran out");
    }
    const int length = game_.length();
    const std::string text = game_.moveText(move);
    game_.play(move);
    Message m = message(MessageType::Move, length);
    m.moves.push_back(text);
    m.hash = recordHash(game_);
    if (role_ == Role::Host) {
        startClock(nowMs);
        m.clocks = stamp(nowMs);
    } else if (clock_.running()) {
        clock_.start(peerSide(), nowMs);  // shown until the host's ack brings its stamp
    }
    send(m, nowMs);
    awaitingAck_ = game_.length();
    ownDraw_.reset();
    if (role_ == Role::Host) clocksEvent(nowMs);
    return true;
}

bool NetMatch::requestUndo(std::int64_t nowMs, std::string* why) {
    if (!playing()) return refuse(why, "not connected to the other player");
    if (!inProgress()) return refuse(why, "the game is over");
    if (ownUndo_) return refuse(why, "your undo request awaits its answer");
    if (peerUndo_) return refuse(why, "answer the other player's undo request first");
    const int length = game_.length();
    const int target = length - (myTurn() ? 2 : 1);
    if (target < 0 || game_.positionAt(target).sideToMove() != localSide())
        return refuse(why, "you have no move to take back");
    Message m = message(MessageType::UndoRequest, length);
    m.target = target;
    send(m, nowMs);
    ownUndo_ = Undo{length, target};
    return true;
}

void NetMatch::answerUndo(bool accept, std::int64_t nowMs) {
    if (!peerUndo_) return;
    const Undo u = *peerUndo_;
    peerUndo_.reset();
    if (!playing() || u.length != game_.length() || !inProgress()) return;  // it lapsed
    if (!accept) {
        Message no = message(MessageType::UndoDecline, u.length);
        no.target = u.target;
        return send(no, nowMs);
    }
    truncate(u.target, nowMs);
    Message yes = message(MessageType::UndoAccept, u.length);
    yes.target = u.target;
    yes.hash = recordHash(game_);
    send(yes, nowMs);
    event(Event::Kind::Undone).plies = u.target;
    if (role_ == Role::Host) {
        startClock(nowMs);
        Message c = message(MessageType::Clock);
        c.clocks = stamp(nowMs);
        if (c.clocks) send(c, nowMs);
    }
    clocksEvent(nowMs);
}

bool NetMatch::offerDraw(std::int64_t nowMs, std::string* why) {
    if (!playing()) return refuse(why, "not connected to the other player");
    if (!inProgress()) return refuse(why, "the game is over");
    if (myTurn()) return refuse(why, "offer a draw after your move");
    if (ownDraw_) return refuse(why, "your draw offer awaits its answer");
    if (peerDraw_) return refuse(why, "answer the other player's draw offer first");
    send(message(MessageType::DrawOffer, game_.length()), nowMs);
    ownDraw_ = game_.length();
    return true;
}

void NetMatch::answerDraw(bool accept, std::int64_t nowMs) {
    if (!peerDraw_) return;
    const int length = *peerDraw_;
    peerDraw_.reset();
    if (!playing() || length != game_.length() || !inProgress()) return;  // it lapsed
    if (!accept) return send(message(MessageType::DrawDecline, length), nowMs);
    send(message(MessageType::DrawAccept, length), nowMs);
    conclude(DeclaredEnd::DrawAgreed, nowMs);
}

bool NetMatch::resign(std::int64_t nowMs, std::string* why) {
    if (!playing()) return refuse(why, "not connected to the other player");
    if (!inProgress()) return refuse(why, "the game is over");
    send(message(MessageType::Resign, game_.length()), nowMs);
    conclude(resigned(localSide()), nowMs);
    if (role_ == Role::Host) clocksEvent(nowMs);
    return true;
}

bool NetMatch::chat(std::string_view text, std::int64_t nowMs) {
    if (!playing()) return false;
    Message m = message(MessageType::Chat);
    m.text = sanitizeText(text, kMaxChatBytes);
    if (m.text.empty()) return false;
    send(m, nowMs);
    return true;
}

void NetMatch::goodbye(std::int64_t nowMs) {
    if (!linked()) return;
    stopClock(nowMs);
    Message bye = message(MessageType::Bye);
    bye.reason = Reason::Left;
    send(bye, nowMs);
    closing_ = true;
    phase_ = Phase::Offline;
}

}  // namespace bagh::net
