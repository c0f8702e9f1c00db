// The game session and its seats, without widgets (the session library alone): a scripted seat
// that keeps its own record, as a player on another computer does, plays a whole game against
// the computer's seat through the session, both games — with a take-back it asks for, a draw it
// offers, and a drop in which the computer's move is lost on its way and the seat comes back with
// its own record. The two records end the same. Then the questions' rules: at most one open per
// side, a new one in place of the old, a move letting them lapse, a take-back to a seat that
// keeps its record being a question while the computer's is answered at once. And a watcher that
// is no seat sees the record and every move of a whole game, both games. Last, a network game
// with nothing but the session library and the network's: the person here and a RemoteSeat
// over a NetSession on an in-memory line channel, whose other end is a host scripted on the
// engine's NetMatch — a take-back, a move the protocol refuses, a cut and a resume over a new
// channel with a move lost on the way, both games; the session's record only reads the
// protocol's, and a watcher sees every move. And the host's clock over it: a flag that falls
// there ends the game here.
#include <QElapsedTimer>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <random>

#include "MemoryChannel.h"
#include "TestEnv.h"
#include "engine/games/AnyGame.h"
#include "engine/net/LineReader.h"
#include "engine/net/NetMatch.h"
#include "engine/net/Protocol.h"
#include "net/NetSession.h"
#include "session/GameSession.h"
#include "session/SetupSeats.h"

using bagh::Side;
using bagh::games::Game;
using bagh::games::GameKind;
using bagh::games::Move;
using bagh::net::Event;
using bagh::net::Keying;
using bagh::net::NetMatch;

namespace {

// A player elsewhere, scripted: its own record, random legal moves a moment after its turn,
// questions answered as set. `dropped` loses what the session sends until `comeBack`.
class ScriptedSeat : public Seat {
    Q_OBJECT

public:
    ScriptedSeat(const Game& start, unsigned seed) : record_(start), rng_(seed) {}

    QString name() const override { return QStringLiteral("Script"); }
    bool sharesUndoHistory() const override { return false; }
    bool allowsHelp() const override { return false; }

    void yourTurn(const Game& game) override {
        if (dropped) return;
        ++turnsTold;
        QTimer::singleShot(0, this, [this, key = game.current().key()] {
            if (dropped || record_.current().key() != key || record_.result().over()) return;
            if (holdAt >= 0 && record_.length() >= holdAt) {
                waiting = true;
                return;
            }
            playNow();
        });
    }
    // Its move, now (a held turn played).
    void playNow() {
        waiting = false;
        const auto moves = record_.legalMoves();
        const Move m = moves[rng_() % moves.size()];
        record_.play(m);
        emit moved(m);
    }
    void opponentMoved(const Game&, Move move) override {
        if (!dropped) record_.play(move);
    }
    void moveRefused(const Game&) override { ++refused; }
    void asked(Request request, const Game&) override {
        ++askedCount;
        if (answerAtOnce) emit answered(request, answerYes);
    }
    void heardAnswer(Request request, bool yes) override {
        heard.append({request, yes});
        if (request == Request::TakeBack && yes) takeBackMine();
    }
    void ended(const Game& game) override { endedWith = game.result(); }

    // Back with the record it kept: whatever was sent meanwhile never arrived.
    void comeBack() {
        dropped = false;
        emit recordChanged(record_);
    }
    void ask(Request r) { emit requested(r); }
    const Game& record() const { return record_; }

    bool dropped = false;
    int holdAt = -1;  // from this record length on, it waits at its turn (waiting)
    bool waiting = false;
    bool answerAtOnce = false;
    bool answerYes = false;
    int turnsTold = 0, refused = 0, askedCount = 0;
    QList<QPair<Request, bool>> heard;
    bagh::GameResult endedWith;

private:
    // The same rule as the session's: back to before this side's last move.
    void takeBackMine() {
        while (record_.length() > 0) {
            const bool mine = record_.positionAt(record_.length() - 1).sideToMove() == side();
            record_.undo();
            if (mine) break;
        }
    }

    Game record_;
    std::mt19937 rng_;
};

// A watcher, not a seat: it keeps its own copy of the record from what it is told, and checks
// each move it hears of against it (legal there, and the session's record after it).
class Watcher : public SessionWatcher {
public:
    void recordShown(const Game& game) override {
        record = game;
        ++shown;
    }
    void movePlayed(const Game& game, Move move) override {
        if (!record.play(move) || !record.sameRecord(game)) ++mismatches;
        ++moves;
    }
    void gameEnded(const Game& game) override {
        ++ended;
        endedWith = game.result();
    }

    Game record;
    int shown = 0, moves = 0, mismatches = 0, ended = 0;
    bagh::GameResult endedWith;
};

GameSetup computers(GameKind kind) {
    GameSetup s;
    s.mode = GameMode::ComputerVsComputer;
    s.level = 1;
    s.cvcDelayMs = 0;
    s.game = kind;
    s.lambsCaptures = kind == GameKind::Lambs ? 5 : bagh::games::kLambsEveryGoat;
    return s;
}

// The host of a network game on the other end of a line channel, scripted on the engine's
// NetMatch: it screens the hello (admission, as NetHost does after TLS), then answers each move
// of the guest's with a random legal one, take-backs as set, draw offers no.
class ScriptedHost : public QObject {
public:
    ScriptedHost(const bagh::net::HostTerms& terms, unsigned seed)
        : match(NetMatch::host(terms, "Host", "script/1")), rng_(seed) {
        clock_.start();
        connect(&tick_, &QTimer::timeout, this, [this] {
            match.tick(clock_.elapsed());
            flush();
        });
        tick_.start(50);
    }

    // A new connection at `end`, keyed by `keying` as its transport proved.
    void accept(MemoryChannel* end, Keying keying) {
        end->setParent(this);
        end_ = end;
        keying_ = keying;
        greeted_ = false;
        reader_.clear();
        connect(end, &LineChannel::readyRead, this, [this, end] {
            if (end == end_) read();
        });
        connect(end, &LineChannel::closed, this, [this, end] {
            if (end != end_) return;
            end_ = nullptr;
            match.disconnected(clock_.elapsed());
            flush();
        });
    }
    // Its answer to the take-back it waits on.
    void answerUndoNow(bool yes) {
        match.answerUndo(yes, clock_.elapsed());
        flush();
    }
    void resign() {
        QVERIFY(match.resign(clock_.elapsed()));
        flush();
    }
    // Its move now, if it is its turn.
    void playNow() {
        if (!match.playing() || !match.myTurn() || match.game().result().over()) return;
        const auto moves = match.game().legalMoves();
        QVERIFY(match.playMove(moves[rng_() % moves.size()], clock_.elapsed()));
        flush();
    }

    NetMatch match;
    bool answerUndo = true;  // at once; else it waits (undoAsked())
    int undoAsked = 0, drawsDeclined = 0;

private:
    void read() {
        char buffer[bagh::net::kMaxLineBytes];
        qint64 n = 0;
        while (end_ && (n = end_->read(buffer, sizeof buffer)) > 0) {
            const std::string_view bytes(buffer, static_cast<std::size_t>(n));
            if (greeted_) {
                match.receive(bytes, clock_.elapsed());
                continue;
            }
            reader_.feed(bytes);
            const std::optional<std::string> line = reader_.next();
            if (!line) continue;
            const bagh::net::ParseResult hello = bagh::net::parseMessage(*line);
            QVERIFY(hello.ok);
            bagh::net::Reason reason{};
            const bagh::net::Admission how = match.admission(hello.message, keying_, &reason);
            QVERIFY(how == bagh::net::Admission::Join || how == bagh::net::Admission::Resume);
            greeted_ = true;
            bagh::net::Key128 token{};
            token[0] = 7;
            match.attach(hello.message, how, token, clock_.elapsed());
            match.receive(reader_.takeRest(), clock_.elapsed());
        }
        flush();
    }
    void flush() {
        const std::string out = match.takeOutput();
        if (end_) end_->write(out);
        for (const Event& e : match.takeEvents()) {
            switch (e.kind) {
                case Event::Kind::Joined:
                case Event::Kind::OpponentMove:
                case Event::Kind::Undone:
                    QTimer::singleShot(0, this, &ScriptedHost::playNow);
                    break;
                case Event::Kind::UndoRequested:
                    ++undoAsked;
                    if (answerUndo) {
                        match.answerUndo(true, clock_.elapsed());
                        QTimer::singleShot(0, this, &ScriptedHost::flush);
                    }
                    break;
                case Event::Kind::DrawOffered:
                    ++drawsDeclined;
                    match.answerDraw(false, clock_.elapsed());
                    QTimer::singleShot(0, this, &ScriptedHost::flush);
                    break;
                default:
                    break;
            }
        }
    }

    QPointer<MemoryChannel> end_;
    Keying keying_ = Keying::Code;
    bool greeted_ = false;
    bagh::net::LineReader reader_;
    QElapsedTimer clock_;
    QTimer tick_;
    std::mt19937 rng_;
};

}  // namespace

class TestSession : public QObject {
    Q_OBJECT

private slots:
    void wholeGameWithTakeBackDrawAndDrop_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::newRow("baghchal") << GameKind::BaghChal;
        QTest::newRow("lambs") << GameKind::Lambs;
    }
    void wholeGameWithTakeBackDrawAndDrop() {
        QFETCH(GameKind, kind);
        GameSession session;
        session.setMovetimeOverride(20);
        session.newGame(computers(kind));
        auto* script = new ScriptedSeat(session.game(), 7);
        // The computer's seat stays at the tigers; the script takes the goats.
        session.seatPlayers(script, session.seat(Side::Tigers));
        QVERIFY(session.movesByItself(Side::Tigers));
        QVERIFY(!session.movesByItself(Side::Goats));
        QCOMPARE(session.playerName(Side::Goats), QStringLiteral("Script"));
        QVERIFY(!session.canRedoTurn());
        QSignalSpy finished(&session, &GameSession::gameFinished);
        Watcher watcher;
        session.addWatcher(&watcher);
        QCOMPARE(watcher.shown, 1);

        // Six plies, then the script takes its last move back: the computer agrees at once.
        script->holdAt = 6;
        QTRY_VERIFY_WITH_TIMEOUT(script->waiting, testenv::timeout(10000));
        const int before = session.game().length();
        QCOMPARE(session.game().current().sideToMove(), Side::Goats);
        script->waiting = false;
        script->holdAt = 0;  // it holds every turn from here until let go
        script->ask(Seat::Request::TakeBack);
        QCOMPARE(session.game().length(), before - 2);  // its move and the reply
        QCOMPARE(script->heard.size(), 1);
        QVERIFY(script->heard.front().second);
        QVERIFY(script->record().sameRecord(session.game()));

        // It drops: the computer's reply never reaches it. Back, it brings its own record; the
        // session takes the lost move back, and the computer plays again.
        QTRY_VERIFY_WITH_TIMEOUT(script->waiting, testenv::timeout(5000));
        script->playNow();
        script->dropped = true;
        QCOMPARE(session.game().length(), before - 1);
        QTRY_COMPARE_WITH_TIMEOUT(session.game().length(), before, testenv::timeout(5000));
        QCOMPARE(script->record().length(), before - 1);
        script->holdAt = before + 2;
        script->waiting = false;
        script->comeBack();
        QCOMPARE(session.game().length(), before - 1);  // the lost move taken back
        QTRY_VERIFY_WITH_TIMEOUT(script->waiting, testenv::timeout(5000));
        QCOMPARE(session.game().length(), before + 2);
        QVERIFY(script->record().sameRecord(session.game()));

        // A draw offer: the computer weighs it by the proven value and answers.
        QSignalSpy drawAnswers(&session, &GameSession::drawOfferAnswered);
        script->ask(Seat::Request::Draw);
        QTRY_COMPARE_WITH_TIMEOUT(drawAnswers.count(), 1, testenv::timeout(20000));
        const bool drawn = drawAnswers.at(0).at(0).toBool();
        QCOMPARE(session.result().over(), drawn);
        if (drawn) QCOMPARE(session.result().reason, bagh::EndReason::DrawAgreed);
        QCOMPARE(script->heard.size(), 2);
        script->holdAt = -1;
        if (!drawn) script->playNow();

        // On to the end: the two records the same, every seat told how it ended.
        QTRY_VERIFY_WITH_TIMEOUT(session.result().over() || session.game().length() > 400,
                                 testenv::timeout(60000));
        // A game that wanders past any end: the script resigns it.
        if (!session.result().over())
            emit script->resultClaimed({bagh::Outcome::TigersWin, bagh::EndReason::Resignation});
        QVERIFY(session.result().over());
        QVERIFY(script->record().sameRecord(session.game()));
        QCOMPARE(finished.count(), 1);
        QVERIFY(script->endedWith.over());
        QCOMPARE(script->refused, 0);
        // The watcher saw every move and every jump of the record, and the end, as it was.
        QVERIFY(watcher.record.sameRecord(session.game()));
        QCOMPARE(watcher.mismatches, 0);
        QVERIFY(watcher.moves >= session.game().length());
        QCOMPARE(watcher.ended, 1);
        QCOMPARE(watcher.endedWith, session.result());
        session.removeWatcher(&watcher);
    }

    // A watcher of two computers' game, both games: every move, once, in order, and the end; it
    // is no seat (the players stay the computers) and leaves without a trace.
    void watcherSeesEveryMove_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::newRow("baghchal") << GameKind::BaghChal;
        QTest::newRow("lambs") << GameKind::Lambs;
    }
    void watcherSeesEveryMove() {
        QFETCH(GameKind, kind);
        GameSession session;
        session.setMovetimeOverride(5);
        Watcher watcher;
        session.addWatcher(&watcher);
        session.newGame(computers(kind));
        QVERIFY(session.movesByItself(Side::Goats) && session.movesByItself(Side::Tigers));
        QVERIFY(!session.sideAgainstSelfMover());
        QTRY_VERIFY_WITH_TIMEOUT(session.result().over() || session.game().length() > 400,
                                 testenv::timeout(60000));
        // The computers at the lowest level may wander past any end (about one Lambs game in
        // ten): then the goats' seat resigns, an end the watcher hears of the same way.
        if (!session.result().over())
            emit session.seat(Side::Goats)
                ->resultClaimed({bagh::Outcome::TigersWin, bagh::EndReason::Resignation});
        QVERIFY(session.result().over());
        QCOMPARE(watcher.moves, session.game().length());
        QCOMPARE(watcher.mismatches, 0);
        QVERIFY(watcher.record.sameRecord(session.game()));
        QCOMPARE(watcher.ended, 1);
        QCOMPARE(watcher.endedWith, session.result());
        const int shown = watcher.shown, moves = watcher.moves;
        session.removeWatcher(&watcher);
        session.playAgain();
        QTRY_VERIFY_WITH_TIMEOUT(session.game().length() > 0, testenv::timeout(5000));
        QCOMPARE(watcher.shown, shown);
        QCOMPARE(watcher.moves, moves);
    }

    // One question a side, a new one in place of the old; a move lets it lapse; the person
    // here answers only what is asked of them.
    void questionsAreStateOnePerSide() {
        GameSession session;
        GameSetup two;
        two.mode = GameMode::TwoPlayers;
        session.newGame(two);
        auto* script = new ScriptedSeat(session.game(), 3);
        auto* person = session.seat(Side::Tigers);
        session.seatPlayers(script, person);
        QTRY_COMPARE_WITH_TIMEOUT(session.game().length(), 1, testenv::timeout(5000));
        // The person's move, then the script asks for a draw, then a take-back instead.
        QVERIFY(session.playHumanMove(session.legalMoves().front()));
        script->dropped = true;
        script->ask(Seat::Request::Draw);
        QCOMPARE(session.questionFrom(Side::Goats), std::optional(Seat::Request::Draw));
        QVERIFY(session.answersHere(Side::Goats));
        script->ask(Seat::Request::TakeBack);
        QCOMPARE(session.questionFrom(Side::Goats), std::optional(Seat::Request::TakeBack));
        // Declined here: the script hears it, nothing changes.
        session.answer(Side::Goats, false);
        QVERIFY(!session.questionFrom(Side::Goats));
        QCOMPARE(script->heard.size(), 1);
        QCOMPARE(session.game().length(), 2);
        // The person's take-back is a question to the script (it keeps its own record).
        session.undoTurn();
        QCOMPARE(session.questionFrom(Side::Tigers), std::optional(Seat::Request::TakeBack));
        QVERIFY(!session.answersHere(Side::Tigers));
        QCOMPARE(script->askedCount, 1);
        QVERIFY(!session.canUndoTurn());  // one at a time
        // A move on the record lets an open question lapse.
        script->ask(Seat::Request::Draw);
        QVERIFY(session.questionFrom(Side::Goats));
        script->dropped = false;
        script->yourTurn(session.game());
        QTRY_COMPARE_WITH_TIMEOUT(session.game().length(), 3, testenv::timeout(5000));
        QVERIFY(!session.questionFrom(Side::Goats));
        QVERIFY(!session.questionFrom(Side::Tigers));
        // An answer to a lapsed question changes nothing.
        emit script->answered(Seat::Request::TakeBack, true);
        QCOMPARE(session.game().length(), 3);
        // A resignation claimed by the seat ends the game for it.
        emit script->resultClaimed({bagh::Outcome::TigersWin, bagh::EndReason::Resignation});
        QVERIFY(session.result().over());
        QCOMPARE(session.result().reason, bagh::EndReason::Resignation);
    }

    // A network game over a line channel in memory: the guest's NetSession and its RemoteSeat
    // in the session, the person here moving at random through the session as the board would,
    // the scripted host at the other end. Both games.
    void remoteSeatOverLineChannel_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::newRow("baghchal") << GameKind::BaghChal;
        QTest::newRow("lambs") << GameKind::Lambs;
    }
    void remoteSeatOverLineChannel() {
        QFETCH(GameKind, kind);
        ScriptedHost host(hostTerms(kind, std::nullopt), 11);
        GameSession session;
        MemoryChannel* here = nullptr;
        NetSession* net = joinAndSeat(session, host, &here);
        if (QTest::currentTestFailed()) return;
        QVERIFY(!net->isEncrypted());
        QCOMPARE(net->peerAddressText(), QStringLiteral("host"));
        QVERIFY(session.seat(Side::Goats)->playsAtThisScreen());
        QCOMPARE(session.playerName(Side::Goats), QStringLiteral("Guest"));
        QCOMPARE(session.playerName(Side::Tigers), QStringLiteral("Host"));
        QVERIFY(!session.seat(Side::Tigers)->movesByItself());
        QVERIFY(!session.canHint());
        Watcher watcher;
        session.addWatcher(&watcher);

        std::mt19937 rng(5);
        // The person here plays whenever it is their turn and the line is up, until `plies`.
        const auto playTo = [&](int plies) {
            while (session.game().length() < plies && !session.result().over()) {
                if (session.game().current().sideToMove() == Side::Goats) {
                    const auto moves = session.legalMoves();
                    QString why;
                    QVERIFY2(session.playHumanMove(moves[rng() % moves.size()], &why),
                             qPrintable(why));
                }
                const int length = session.game().length();
                QTRY_VERIFY_WITH_TIMEOUT(
                    session.game().length() > length || session.result().over(),
                    testenv::timeout(5000));
            }
        };
        const auto sameAsHost = [&] {
            return session.game().sameRecord(host.match.game()) &&
                   net->game().sameRecord(host.match.game());
        };

        // Six plies, then a take-back asked here: a question to the host, who waits; a move
        // meanwhile is refused by the protocol and not played here either.
        playTo(6);
        QVERIFY(sameAsHost());
        host.answerUndo = false;
        QVERIFY(session.canUndoTurn());
        session.undoTurn();
        QCOMPARE(session.questionFrom(Side::Goats), std::optional(Seat::Request::TakeBack));
        QTRY_COMPARE_WITH_TIMEOUT(host.undoAsked, 1, testenv::timeout(5000));
        QString why;
        QVERIFY(!session.playHumanMove(session.legalMoves().front(), &why));
        QVERIFY(!why.isEmpty());
        QCOMPARE(session.game().length(), 6);
        QCOMPARE(watcher.moves, 6);
        // The host agrees: the protocol's record goes back two plies, and the session reads it.
        host.answerUndoNow(true);
        QTRY_COMPARE_WITH_TIMEOUT(session.game().length(), 4, testenv::timeout(5000));
        QVERIFY(!session.questionFrom(Side::Goats));
        QVERIFY(sameAsHost());
        QVERIFY(watcher.record.sameRecord(session.game()));

        // A draw offered here after a move is declined there.
        playTo(8);
        QSignalSpy drawAnswers(&session, &GameSession::drawOfferAnswered);
        QVERIFY(!session.result().over());  // random play is still far from an end
        {
            QVERIFY(session.playHumanMove(session.legalMoves().front()));
            session.offerDraw();
            QTRY_COMPARE_WITH_TIMEOUT(drawAnswers.count(), 1, testenv::timeout(5000));
            QVERIFY(!drawAnswers.at(0).at(0).toBool());
            QCOMPARE(host.drawsDeclined, 1);
        }

        // The line is cut at the person's turn: a move now is refused, and nothing changes. Back
        // over a new channel with the seat's key, the game goes on where it was.
        playTo(12);
        QVERIFY(!session.result().over());
        {
            QCOMPARE(session.game().current().sideToMove(), Side::Goats);
            const int before = session.game().length();
            here->cut();
            QVERIFY(!net->isLinked());
            QVERIFY(!session.playHumanMove(session.legalMoves().front(), &why));
            QVERIFY(!why.isEmpty());
            QCOMPARE(session.game().length(), before);
            auto [here2, there2] = MemoryChannel::pair("guest", "host");
            host.accept(there2, Keying::Seat);
            net->joinOver(here2, Keying::Seat);
            QTRY_VERIFY_WITH_TIMEOUT(net->isConnected(), testenv::timeout(5000));
            QCOMPARE(session.game().length(), before);
            QVERIFY(sameAsHost());

            // Cut again just after a move here: it never reached the host. Back, the host's
            // record counts and the session reads it (the lost move gone); play goes on.
            QVERIFY(session.playHumanMove(session.legalMoves().back()));
            here2->cut();
            QCOMPARE(session.game().length(), before + 1);
            QCOMPARE(host.match.game().length(), before);
            auto [here3, there3] = MemoryChannel::pair("guest", "host");
            host.accept(there3, Keying::Seat);
            net->joinOver(here3, Keying::Seat);
            QTRY_VERIFY_WITH_TIMEOUT(net->isConnected(), testenv::timeout(5000));
            QTRY_COMPARE_WITH_TIMEOUT(session.game().length(), before, testenv::timeout(5000));
            QVERIFY(sameAsHost());
            QVERIFY(watcher.record.sameRecord(session.game()));
        }

        // On to the end: by the rules, or the host resigns a long game.
        playTo(240);
        if (!session.result().over()) {
            host.resign();
            QTRY_VERIFY_WITH_TIMEOUT(session.result().over(), testenv::timeout(5000));
            QCOMPARE(session.result().reason, bagh::EndReason::Resignation);
        }
        QVERIFY(sameAsHost());
        QCOMPARE(watcher.mismatches, 0);
        QVERIFY(watcher.record.sameRecord(session.game()));
        QVERIFY(watcher.moves >= session.game().length());
        QCOMPARE(watcher.ended, 1);
        QCOMPARE(watcher.endedWith, session.result());
        session.removeWatcher(&watcher);
    }

    // The host's clock, over the line channel: the person here lets the goats' second run out;
    // the flag falls there, and the session ends the game by it, both games.
    void remoteFlagFalls_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::newRow("baghchal") << GameKind::BaghChal;
        QTest::newRow("lambs") << GameKind::Lambs;
    }
    void remoteFlagFalls() {
        QFETCH(GameKind, kind);
        ScriptedHost host(hostTerms(kind, bagh::games::TimeControl{1000, 0}), 3);
        GameSession session;
        MemoryChannel* here = nullptr;
        joinAndSeat(session, host, &here);
        if (QTest::currentTestFailed()) return;
        QVERIFY(session.seat(Side::Tigers)->keepsClock());
        QCOMPARE(session.clockControl(), std::optional(bagh::games::TimeControl{1000, 0}));
        Watcher watcher;
        session.addWatcher(&watcher);
        QVERIFY(session.playHumanMove(session.legalMoves().front()));
        QTRY_COMPARE_WITH_TIMEOUT(session.game().length(), 2, testenv::timeout(5000));
        QTRY_VERIFY_WITH_TIMEOUT(session.result().over(), testenv::timeout(5000));
        QCOMPARE(session.result(),
                 (bagh::GameResult{bagh::Outcome::TigersWin, bagh::EndReason::TimeForfeit}));
        QCOMPARE(host.match.declaredEnd(), bagh::net::DeclaredEnd::GoatsFlagFell);
        QString why;
        QVERIFY(!session.playHumanMove(Move(), &why));  // whatever the move: the game is over
        QVERIFY(!why.isEmpty());
        QCOMPARE(watcher.ended, 1);
        QCOMPARE(watcher.moves, 2);
        session.removeWatcher(&watcher);
    }

private:
    static bagh::net::HostTerms hostTerms(GameKind kind,
                                          std::optional<bagh::games::TimeControl> clock) {
        const bagh::games::GameRules rules = kind == GameKind::Lambs
                                                 ? bagh::games::GameRules::lambs(5)
                                                 : bagh::games::GameRules::baghChal();
        return bagh::net::HostTerms::of(rules, Side::Tigers, clock);
    }
    // A guest's NetSession joined to `host` over a new in-memory channel (its end in `*here`),
    // and, as the window does once the game is known, the host's game in `session` with the
    // seats of a network game made where every seat is made.
    static NetSession* joinAndSeat(GameSession& session, ScriptedHost& host, MemoryChannel** here) {
        auto* net = new NetSession(NetMatch::guest("Guest", "test/1"), &session);
        auto [guestEnd, hostEnd] = MemoryChannel::pair("guest", "host");
        *here = guestEnd;
        host.accept(hostEnd, Keying::Code);
        net->joinOver(guestEnd, Keying::Code);
        [&] { QTRY_VERIFY_WITH_TIMEOUT(net->isConnected(), testenv::timeout(5000)); }();
        session.loadGame(net->game(), GameSession::Document::New);
        const SetupSeats seats = networkSeats(net, &session);
        session.seatPlayers(seats.goats, seats.tigers);
        return net;
    }
};

QTEST_MAIN(TestSession)
#include "tst_session.moc"
