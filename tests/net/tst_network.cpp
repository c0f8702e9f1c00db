// Two sessions in one process over localhost (app/net, docs/NETWORK.md): a host and a guest play
// whole games of both kinds to their end with seeded random legal moves; undo accepted and
// declined; a draw offer; resignation; a flag fall; a dropped connection and the resume at the
// same position and clocks; the same player joining again on a new connection; the LAN
// announcement heard, joined and stopped (the open key no longer opens TLS then), a guest from
// the list told `taken` when a player with the code takes the seat, a flooding sender held to its
// few places, a forged rename listed beside the host, a full list and expiry. Waits end on
// events; their limits scale with BAGHCHAL_TEST_TIMEOUT_SCALE.
#include <QElapsedTimer>
#include <QNetworkDatagram>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QUdpSocket>
#include <algorithm>
#include <functional>
#include <memory>
#include <random>

#include "LineRelay.h"
#include "RawTlsPeer.h"
#include "TestEnv.h"
#include "engine/games/SavedGame.h"
#include "engine/net/JoinCode.h"
#include "net/LanBeacon.h"
#include "net/NetGuest.h"
#include "net/NetHost.h"
#include "net/TlsPsk.h"

using bagh::Side;
using bagh::games::GameKind;
using bagh::net::HostTerms;
using bagh::net::Reason;
using bagh::net::TimeControl;

Q_DECLARE_METATYPE(GameKind)

namespace {

// Polls the event loop until `done` or the scaled limit; true if done.
bool waitFor(const std::function<bool()>& done, int ms = 5000) {
    QElapsedTimer t;
    t.start();
    const int limit = testenv::timeout(ms);
    while (!done()) {
        if (t.elapsed() > limit) return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        QTest::qSleep(1);
    }
    return true;
}

HostTerms terms(GameKind kind = GameKind::BaghChal, Side hostSide = Side::Goats,
                std::optional<TimeControl> clock = std::nullopt, int captures = 5) {
    HostTerms t;
    t.game = kind;
    t.captures = captures;
    t.hostSide = hostSide;
    t.clock = clock;
    return t;
}

// A host and a guest on localhost, joined. The flood limit is raised: these games move far
// faster than people (tst_netbadpeer holds a peer to the real limit).
struct Table {
    NetHost host;
    NetGuest guest;

    explicit Table(const HostTerms& t) { setUp(t); }
    void setUp(const HostTerms& t) {
        bagh::net::Timing timing;
        timing.floodPerSecond = 100000;
        timing.floodBurst = 100000;
        host.setTiming(timing);
        guest.setTiming(timing);
        guest.setReconnectInterval(100);
        HostOptions o;
        o.terms = t;
        o.name = "Ram";
        o.address = QHostAddress::LocalHost;
        o.announce = false;
        QString error;
        QVERIFY2(host.listen(o, &error), qPrintable(error));
        QVERIFY2(guest.join(host.joinCode(), "Sita", {}, &error), qPrintable(error));
        QVERIFY(waitFor([this] { return host.isConnected() && guest.isConnected(); }));
    }
    NetSession& mover() { return host.isMyTurn() ? static_cast<NetSession&>(host) : guest; }
    NetSession& other() { return host.isMyTurn() ? static_cast<NetSession&>(guest) : host; }
    // Plays `move` on the side to move and waits until the other side has it.
    bool play(bagh::games::Move move) {
        NetSession& m = mover();
        NetSession& o = other();
        const int length = m.game().length() + 1;
        QString why;
        if (!m.sendMove(move, &why)) {
            qWarning("move refused: %s", qPrintable(why));
            return false;
        }
        return waitFor([&] { return o.game().length() == length; });
    }
    bool same() const { return host.game().sameRecord(guest.game()); }
};

bagh::games::Move randomMove(const bagh::games::Game& g, std::mt19937& rng) {
    const auto moves = g.legalMoves();
    return moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
}

QTcpSocket* liveSocket(QObject* owner) {
    for (QTcpSocket* s : owner->findChildren<QTcpSocket*>())
        if (s->state() == QAbstractSocket::ConnectedState) return s;
    return nullptr;
}

quint16 freeUdpPort() {
    QUdpSocket probe;
    probe.setProxy(QNetworkProxy::NoProxy);
    probe.bind(QHostAddress::LocalHost, 0);
    return probe.localPort();
}

// A complete announcement of a Bagh-Chal game at `port`.
bagh::net::Announcement announcement(quint16 port, const char* name) {
    bagh::net::Announcement a;
    a.setup.game = GameKind::BaghChal;
    a.setup.captures = 5;
    a.setup.rule = bagh::RepetitionRule::ThirdOccurrenceDraws;
    a.setup.side = Side::Goats;
    a.port = port;
    a.name = name;
    return a;
}

// A machine on the loopback network that sends announcements from `address` (127.0.0.x: all of
// 127/8 is the loopback on Linux), never a broadcast.
struct Sender {
    QUdpSocket socket;
    quint16 to;
    Sender(const char* address, quint16 listenerPort) : to(listenerPort) {
        socket.setProxy(QNetworkProxy::NoProxy);
        QVERIFY2(socket.bind(QHostAddress(QString(address)), 0), qPrintable(socket.errorString()));
    }
    void announce(quint16 port, const char* name = "Mallory") {
        const QByteArray d =
            QByteArray::fromStdString(bagh::net::writeAnnouncement(announcement(port, name)));
        QCOMPARE(socket.writeDatagram(d, QHostAddress::LocalHost, to), qint64(d.size()));
    }
};

int gamesFrom(const LanListener& listener, const char* address) {
    const auto games = listener.games();
    return static_cast<int>(std::count_if(games.begin(), games.end(), [&](const LanGame& g) {
        return g.address == QHostAddress(QString(address));
    }));
}

bool listed(const LanListener& listener, const char* address, quint16 port) {
    const auto games = listener.games();
    return std::any_of(games.begin(), games.end(), [&](const LanGame& g) {
        return g.address == QHostAddress(QString(address)) && g.port == port;
    });
}

}  // namespace

class TestNetwork : public QObject {
    Q_OBJECT

private slots:
    void wholeGames_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<int>("captures");
        QTest::addColumn<int>("seed");
        QTest::newRow("bagh-chal") << GameKind::BaghChal << 5 << 5;
        QTest::newRow("lambs and tigers") << GameKind::Lambs << 6 << 6;
    }
    void wholeGames() {
        QFETCH(GameKind, kind);
        QFETCH(int, captures);
        QFETCH(int, seed);
        Table t(terms(kind, Side::Tigers, TimeControl{600000, 1000}, captures));
        QSignalSpy hostMoves(&t.host, &NetSession::opponentMove);
        QSignalSpy guestMoves(&t.guest, &NetSession::opponentMove);
        QSignalSpy lost(&t.host, &NetSession::connectionLost);
        QCOMPARE(t.guest.terms(), t.host.terms());
        QCOMPARE(t.guest.localSide(), Side::Goats);
        QCOMPARE(t.guest.opponentName(), QString("Ram"));
        std::mt19937 rng(seed);
        int plies = 0;
        while (!t.host.game().result().over() && plies < 2000) {
            QVERIFY(t.play(randomMove(t.mover().game(), rng)));
            ++plies;
        }
        QVERIFY(t.host.game().result().over());
        QVERIFY(waitFor([&] { return t.guest.game().result().over(); }));
        QVERIFY(t.same());
        QCOMPARE(t.guest.game().result(), t.host.game().result());
        QCOMPARE(hostMoves.size() + guestMoves.size(), plies);
        QCOMPARE(lost.size(), 0);
        // Both keep the game, both players named, played over the network.
        const auto saved =
            bagh::games::readSavedGame(bagh::games::writeSavedGame(t.host.savedGame()));
        QVERIFY(saved.ok);
        QVERIFY(saved.saved.game.sameRecord(t.guest.game()));
        QCOMPARE(bagh::games::savedTag(saved.saved, "Goats"), std::string("Sita"));
        QCOMPARE(bagh::games::savedTag(saved.saved, "Tigers"), std::string("Ram"));
        QVERIFY(!bagh::games::savedTag(saved.saved, "Network").empty());
    }

    void undoAcceptedAndDeclined() {
        Table t(terms());
        std::mt19937 rng(1);
        QVERIFY(t.play(randomMove(t.host.game(), rng)));
        QVERIFY(t.play(randomMove(t.guest.game(), rng)));
        QSignalSpy asked(&t.guest, &NetSession::undoRequested);
        QSignalSpy answered(&t.host, &NetSession::undoAnswered);
        // Declined: nothing changes.
        QVERIFY(t.host.requestUndo());
        QVERIFY(waitFor([&] { return asked.size() == 1; }));
        QCOMPARE(asked.at(0).at(0).toInt(), 2);
        t.guest.answerUndo(false);
        QVERIFY(waitFor([&] { return answered.size() == 1; }));
        QCOMPARE(answered.at(0).at(0).toBool(), false);
        QCOMPARE(t.host.game().length(), 2);
        // Accepted: both take back both moves.
        QSignalSpy hostUndone(&t.host, &NetSession::undone);
        QSignalSpy guestUndone(&t.guest, &NetSession::undone);
        QVERIFY(t.host.requestUndo());
        QVERIFY(waitFor([&] { return asked.size() == 2; }));
        t.guest.answerUndo(true);
        QVERIFY(waitFor([&] { return answered.size() == 2 && hostUndone.size() == 1; }));
        QCOMPARE(answered.at(1).at(0).toBool(), true);
        QCOMPARE(hostUndone.at(0).at(0).toInt(), 0);
        QCOMPARE(guestUndone.at(0).at(0).toInt(), 0);
        QCOMPARE(t.host.game().length(), 0);
        QVERIFY(t.same());
        QVERIFY(t.play(randomMove(t.host.game(), rng)));  // play goes on
    }

    void drawOffer() {
        Table t(terms(GameKind::Lambs, Side::Goats, std::nullopt, 15));
        std::mt19937 rng(2);
        QVERIFY(t.play(randomMove(t.host.game(), rng)));
        QSignalSpy offered(&t.guest, &NetSession::drawOffered);
        QSignalSpy answered(&t.host, &NetSession::drawAnswered);
        QVERIFY(t.host.offerDraw());
        QVERIFY(waitFor([&] { return offered.size() == 1; }));
        t.guest.answerDraw(true);
        QVERIFY(waitFor([&] { return answered.size() == 1; }));
        QCOMPARE(answered.at(0).at(0).toBool(), true);
        for (NetSession* s :
             {static_cast<NetSession*>(&t.host), static_cast<NetSession*>(&t.guest)}) {
            QCOMPARE(s->game().result().outcome, bagh::Outcome::Draw);
            QCOMPARE(s->game().result().reason, bagh::EndReason::DrawAgreed);
        }
    }

    void resignation() {
        Table t(terms(GameKind::BaghChal, Side::Goats));
        std::mt19937 rng(3);
        QVERIFY(t.play(randomMove(t.host.game(), rng)));
        QSignalSpy resigned(&t.host, &NetSession::resigned);
        QVERIFY(t.guest.resign());
        QVERIFY(waitFor([&] { return resigned.size() == 1; }));
        QCOMPARE(t.host.game().result().outcome, bagh::Outcome::GoatsWin);
        QCOMPARE(t.guest.game().result(), t.host.game().result());
        // A word after the game.
        QSignalSpy chat(&t.guest, &NetSession::chat);
        QVERIFY(t.host.sendChat("good game\x07"));
        QVERIFY(waitFor([&] { return chat.size() == 1; }));
        QCOMPARE(chat.at(0).at(0).toString(), QString("good game"));
    }

    void flagFall() {
        Table t(terms(GameKind::BaghChal, Side::Tigers, TimeControl{1000, 0}));
        QSignalSpy hostFlag(&t.host, &NetSession::flagFell);
        QSignalSpy guestFlag(&t.guest, &NetSession::flagFell);
        QSignalSpy guestClocks(&t.guest, &NetSession::clocks);
        // The guest (goats) does not move: its second runs out on the host.
        QVERIFY(waitFor([&] { return hostFlag.size() == 1 && guestFlag.size() == 1; }));
        QCOMPARE(guestFlag.at(0).at(0).value<Side>(), Side::Goats);
        QCOMPARE(t.guest.game().result().outcome, bagh::Outcome::TigersWin);
        QCOMPARE(t.host.game().result(), t.guest.game().result());
        QCOMPARE(t.guest.declaredEnd(), bagh::net::DeclaredEnd::GoatsFlagFell);
        QVERIFY(!guestClocks.isEmpty());
        QCOMPARE(guestClocks.last().at(0).toLongLong(), 0);
        QCOMPARE(guestClocks.last().at(1).toLongLong(), 1000);
        QString why;
        QVERIFY(!t.guest.sendMove(t.guest.game().findLegalMove("C1"), &why));
    }

    void dropAndResume() {
        Table t(terms(GameKind::Lambs, Side::Goats, TimeControl{120000, 500}, 5));
        std::mt19937 rng(4);
        for (int i = 0; i < 9; ++i) QVERIFY(t.play(randomMove(t.mover().game(), rng)));
        QSignalSpy hostLost(&t.host, &NetSession::connectionLost);
        QSignalSpy guestLost(&t.guest, &NetSession::connectionLost);
        QSignalSpy hostResumed(&t.host, &NetSession::resumed);
        QSignalSpy guestResumed(&t.guest, &NetSession::resumed);
        // The clocks as each side has them the moment it resumes.
        std::optional<bagh::net::Clocks> hostAtResume, guestAtResume;
        connect(&t.host, &NetSession::resumed, this, [&] { hostAtResume = t.host.clocksNow(); });
        connect(&t.guest, &NetSession::resumed, this, [&] { guestAtResume = t.guest.clocksNow(); });
        QVERIFY(!t.host.isMyTurn());        // the guest (tigers) is to move: its clock runs
        t.guest.setReconnectInterval(300);  // the line stays down a while
        QTcpSocket* socket = liveSocket(&t.guest);
        QVERIFY(socket);
        socket->abort();
        QVERIFY(waitFor([&] { return !hostLost.isEmpty() && !guestLost.isEmpty(); }));
        QCOMPARE(hostLost.at(0).at(0).value<Reason>(), Reason::Closed);
        QCOMPARE(guestLost.at(0).at(0).value<Reason>(), Reason::Closed);
        const bagh::net::Clocks atDrop = *t.host.clocksNow();
        QCOMPARE(t.host.clockRunning(), std::nullopt);  // stopped while the line is down
        QTest::qWait(100);
        QVERIFY(*t.host.clocksNow() == atDrop);
        QVERIFY(!t.host.isConnected());
        // Both keep the game; the guest tries again by itself.
        QCOMPARE(t.host.game().length(), 9);
        QCOMPARE(t.guest.game().length(), 9);
        QVERIFY(waitFor([&] { return !hostResumed.isEmpty() && !guestResumed.isEmpty(); }));
        QCOMPARE(guestResumed.at(0).at(0).toInt(), 9);
        QVERIFY(t.same());
        // The same clocks on both sides as when the line dropped (the running one may have
        // lost the milliseconds between the host's restart and the check).
        const qint64 slack = testenv::timeout(50);
        for (const auto& c : {hostAtResume, guestAtResume}) {
            QVERIFY(c);
            QCOMPARE(c->goatsMs, atDrop.goatsMs);
            QVERIFY(c->tigersMs <= atDrop.tigersMs && c->tigersMs >= atDrop.tigersMs - slack);
        }
        QCOMPARE(t.guest.clockRunning(), std::optional<Side>(Side::Tigers));
        // Play goes on.
        QVERIFY(t.play(randomMove(t.guest.game(), rng)));
        QVERIFY(t.same());
    }

    void samePlayerOnANewConnection() {
        Table t(terms());
        std::mt19937 rng(8);
        QVERIFY(t.play(randomMove(t.host.game(), rng)));
        // The guest's program restarts and joins with its seat token while its old line looks
        // alive.
        NetGuest again;
        again.setTiming(t.guest.timing());
        QVERIFY(t.guest.seatToken());
        again.setSeatToken(*t.guest.seatToken());
        QSignalSpy oldLost(&t.guest, &NetSession::connectionLost);
        QSignalSpy hostResumed(&t.host, &NetSession::resumed);
        QString error;
        QVERIFY(again.join(t.host.joinCode(), "Sita", {}, &error));
        QVERIFY(waitFor([&] { return again.isConnected() && !hostResumed.isEmpty(); }));
        QVERIFY(waitFor([&] { return !oldLost.isEmpty(); }));
        QCOMPARE(oldLost.at(0).at(0).value<Reason>(), Reason::Replaced);
        QVERIFY(again.game().sameRecord(t.host.game()));
        QVERIFY(t.host.isConnected());
        QTest::qWait(300);  // the replaced guest does not fight back
        QVERIFY(!t.guest.isLinked());
        QVERIFY(again.sendMove(randomMove(again.game(), rng)));
        QVERIFY(waitFor([&] { return t.host.game().length() == 2; }));
    }

    void lanAnnouncement() {
        const quint16 port = freeUdpPort();
        LanListener listener;
        listener.setExpiry(400);
        QVERIFY(listener.start(port));
        // A forged datagram naming another machine, and garbage: listed with the sender's
        // address, and dropped.
        QUdpSocket forger;
        forger.setProxy(QNetworkProxy::NoProxy);
        bagh::net::Announcement forged;
        forged.setup.game = GameKind::Lambs;
        forged.setup.captures = 6;
        forged.setup.rule = bagh::RepetitionRule::ThirdOccurrenceDraws;
        forged.setup.side = Side::Goats;
        forged.port = 1;
        forged.name = "Mallory";
        forger.writeDatagram(QByteArray::fromStdString(bagh::net::writeAnnouncement(forged)),
                             QHostAddress::LocalHost, port);
        forger.writeDatagram(QByteArray("garbage\x00\xff", 9), QHostAddress::LocalHost, port);
        forger.writeDatagram(QByteArray(4000, 'x'), QHostAddress::LocalHost, port);
        QVERIFY(waitFor([&] { return listener.games().size() == 1; }));
        QCOMPARE(listener.games().front().address, QHostAddress(QHostAddress::LocalHost));
        QCOMPARE(listener.games().front().port, quint16(1));
        QVERIFY(waitFor([&] { return listener.games().isEmpty(); }));  // not heard of again

        NetHost host;
        HostOptions o;
        o.terms = terms(GameKind::Lambs, Side::Tigers, TimeControl{300000, 2000}, 15);
        o.name = "Ram";
        o.address = QHostAddress::LocalHost;
        o.lanPort = port;
        o.lanTarget = QHostAddress::LocalHost;
        QVERIFY(host.listen(o));
        QVERIFY(host.isAnnouncing());
        QVERIFY(waitFor([&] { return listener.games().size() == 1; }));
        const LanGame heard = listener.games().front();
        QCOMPARE(heard.name, QString("Ram"));
        QCOMPARE(heard.setup.game, std::optional<GameKind>(GameKind::Lambs));
        QCOMPARE(heard.setup.side, std::optional<Side>(Side::Tigers));
        QCOMPARE(heard.port, host.port());
        // Joining a listed game asks the host's player: declined first, then accepted.
        QSignalSpy asked(&host, &NetHost::joinAsked);
        QSignalSpy askEnded(&host, &NetHost::joinAskEnded);
        {
            NetGuest eve;
            QSignalSpy waiting(&eve, &NetSession::waitingForAnswer);
            QSignalSpy refused(&eve, &NetSession::refused);
            QVERIFY(eve.join(heard, "Eve"));
            QVERIFY(waitFor([&] { return asked.size() == 1 && waiting.size() == 1; }));
            QCOMPARE(asked.at(0).at(0).toString(), QString("Eve"));
            QCOMPARE(asked.at(0).at(1).toString(), QString("127.0.0.1"));
            QVERIFY(host.isAsked());
            host.answerJoin(false);
            QVERIFY(waitFor([&] { return !refused.isEmpty(); }));
            QCOMPARE(refused.at(0).at(0).value<Reason>(), Reason::Declined);
            QCOMPARE(askEnded.size(), 1);
            QVERIFY(!eve.hasGame());
            QVERIFY(!host.isLinked());
        }
        NetGuest guest;
        QSignalSpy seated(&guest, &NetSession::seatGiven);
        QVERIFY(guest.join(heard, "Sita"));
        QVERIFY(waitFor([&] { return asked.size() == 2; }));
        QCOMPARE(asked.at(1).at(0).toString(), QString("Sita"));
        host.answerJoin(true);
        QVERIFY(waitFor([&] { return guest.isConnected() && host.isConnected(); }));
        QCOMPARE(seated.size(), 1);
        QCOMPARE(guest.keying(), bagh::net::Keying::Open);
        QVERIFY(guest.isEncrypted());
        QVERIFY(host.isSeated());
        // A player joined: the host stops announcing, and the listing empties; the open key
        // no longer opens TLS.
        QVERIFY(waitFor([&] { return listener.games().isEmpty(); }));
        {
            RawTlsPeer late(host.port());
            QVERIFY(!late.encrypt(bagh::net::Keying::Open, bagh::net::openKey()));
            QVERIFY(late.handshakeFailed());
        }
        QVERIFY(guest.isConnected());
        // Turned off, it stays off after the player leaves.
        host.setAnnouncing(false);
        guest.goodbye();
        QVERIFY(waitFor([&] { return !host.isLinked(); }));
        QTest::qWait(300);
        QVERIFY(listener.games().isEmpty());
    }

    // A guest from the list waits for the host's player's word when a player with the code takes
    // the seat: it hears `taken` at once, not a lapsed question later, and the host's question
    // ends.
    void askedGuestHearsTakenWhenTheSeatGoes() {
        NetHost host;
        HostOptions o;
        o.name = "Ram";
        o.address = QHostAddress::LocalHost;
        o.lanPort = freeUdpPort();
        o.lanTarget = QHostAddress::LocalHost;
        QVERIFY(host.listen(o));
        QSignalSpy asked(&host, &NetHost::joinAsked);
        QSignalSpy askEnded(&host, &NetHost::joinAskEnded);
        LanGame listed;
        listed.name = "Ram";
        listed.address = QHostAddress::LocalHost;
        listed.port = host.port();
        NetGuest fromList;
        fromList.setReconnectInterval(0);
        QSignalSpy gaveUp(&fromList, &NetGuest::gaveUp);
        QVERIFY(fromList.join(listed, "Eve"));
        QVERIFY(waitFor([&] { return asked.size() == 1; }));
        NetGuest withCode;
        QVERIFY(withCode.join(host.joinCode(), "Sita"));
        QVERIFY(waitFor([&] { return withCode.isConnected() && !gaveUp.isEmpty(); }));
        QCOMPARE(gaveUp.at(0).at(0).value<NetGuest::Failure>(), NetGuest::Failure::Refused);
        QCOMPARE(gaveUp.at(0).at(1).value<Reason>(), Reason::Taken);
        QCOMPARE(askEnded.size(), 1);
        QVERIFY(!host.isAsked());
        QVERIFY(!fromList.hasGame());
    }

    // One machine sending many fake games holds at most kMaxGamesPerSender places, so a real
    // host elsewhere is listed, first when it is the newest, and stays listed through a flood.
    void lanFlooderCannotHideAHost() {
        const quint16 port = freeUdpPort();
        LanListener listener;
        QVERIFY(listener.start(port));
        Sender flooder("127.0.0.2", port);
        for (quint16 p = 1001; p <= 1040; ++p) flooder.announce(p);
        QVERIFY(waitFor([&] { return listed(listener, "127.0.0.2", 1040); }));
        QCOMPARE(listener.games().size(), LanListener::kMaxGamesPerSender);
        // Its least recently heard made way, but for the one listed longest: the last three
        // are left, newest first, and its first game.
        for (int i = 0; i + 1 < LanListener::kMaxGamesPerSender; ++i)
            QCOMPARE(listener.games().at(i).port, quint16(1040 - i));
        QCOMPARE(listener.games().back().port, quint16(1001));

        LanBeacon host;
        host.setTarget(QHostAddress::LocalHost);
        host.start(announcement(47123, "Ram"), port, 50);
        QVERIFY(waitFor([&] { return listed(listener, "127.0.0.1", 47123); }));
        const LanGame first = listener.games().front();
        QCOMPARE(first.address, QHostAddress(QHostAddress::LocalHost));
        QCOMPARE(first.port, quint16(47123));
        QCOMPARE(first.name, QString("Ram"));
        QVERIFY(first.firstHeardMs <= first.lastHeardMs);

        // A thousand more, in batches the socket's buffer holds, each waited for.
        for (quint16 batch = 0; batch < 20; ++batch) {
            for (quint16 i = 0; i < 50; ++i) flooder.announce(2000 + batch * 50 + i);
            QVERIFY(waitFor([&] { return listed(listener, "127.0.0.2", 2049 + batch * 50); }));
            QVERIFY(gamesFrom(listener, "127.0.0.2") <= LanListener::kMaxGamesPerSender);
        }
        QVERIFY(listed(listener, "127.0.0.1", 47123));
        QCOMPARE(gamesFrom(listener, "127.0.0.2"), LanListener::kMaxGamesPerSender);
        QCOMPARE(listener.games().size(), LanListener::kMaxGamesPerSender + 1);
        host.stop();
    }

    // Datagrams forged from a listed host's address with its port and another name, or another
    // port, are games of their own beside it: the host's entry keeps its name and stays listed
    // through a flood of them.
    void lanForgedRenameIsAnotherEntry() {
        const quint16 port = freeUdpPort();
        LanListener listener;
        QVERIFY(listener.start(port));
        Sender host("127.0.0.3", port);
        host.announce(47123, "Ram");
        QVERIFY(waitFor([&] { return listed(listener, "127.0.0.3", 47123); }));
        Sender forger("127.0.0.3", port);  // the same address: a forger on the host's machine
        forger.announce(47123, "Mallory");
        QVERIFY(waitFor([&] { return listener.games().size() == 2; }));
        for (quint16 p = 1; p <= 20; ++p) {
            forger.announce(47123, "Mallory");
            forger.announce(p, "Ram");
            host.announce(47123, "Ram");
        }
        QTest::qWait(100);
        const auto games = listener.games();
        QCOMPARE(games.size(), LanListener::kMaxGamesPerSender);
        QVERIFY(std::any_of(games.begin(), games.end(),
                            [](const LanGame& g) { return g.name == "Ram" && g.port == 47123; }));
        QCOMPARE(games.back().name, QString("Ram"));  // listed longest, never renamed
        QCOMPARE(games.back().port, quint16(47123));
    }

    // A full list makes way from the sender with the most games, never from one with fewer: a
    // new host is listed first and stays, and the list never grows past kMaxGames.
    void lanFullListTakesFromTheLargestSender() {
        const quint16 port = freeUdpPort();
        LanListener listener;
        QVERIFY(listener.start(port));
        std::vector<std::unique_ptr<Sender>> senders;
        const char* addresses[] = {"127.0.0.10", "127.0.0.11", "127.0.0.12", "127.0.0.13",
                                   "127.0.0.14", "127.0.0.15", "127.0.0.16", "127.0.0.17"};
        for (const char* a : addresses) {
            senders.push_back(std::make_unique<Sender>(a, port));
            for (quint16 p = 1; p <= 4; ++p) senders.back()->announce(p);
            QVERIFY(waitFor([&] { return listed(listener, a, 4); }));
        }
        QCOMPARE(listener.games().size(), LanListener::kMaxGames);
        Sender real("127.0.0.1", port);
        real.announce(47123, "Ram");
        QVERIFY(waitFor([&] { return listed(listener, "127.0.0.1", 47123); }));
        QCOMPARE(listener.games().size(), LanListener::kMaxGames);
        QCOMPARE(listener.games().front().port, quint16(47123));
        QVERIFY(!listed(listener, "127.0.0.10", 1));  // the stalest of the largest senders
        QCOMPARE(gamesFrom(listener, "127.0.0.10"), 3);
        // The new host's second game takes from the next largest, not from the new host.
        real.announce(47124, "Ram");
        QVERIFY(waitFor([&] { return listed(listener, "127.0.0.1", 47124); }));
        QVERIFY(listed(listener, "127.0.0.1", 47123));
        QVERIFY(!listed(listener, "127.0.0.11", 1));
        QCOMPARE(listener.games().size(), LanListener::kMaxGames);
    }

    // A game not heard again for the expiry is forgotten; one heard again stays, in its place.
    void lanExpiry() {
        const quint16 port = freeUdpPort();
        LanListener listener;
        listener.setExpiry(300);
        QVERIFY(listener.start(port));
        LanBeacon steady;
        steady.setTarget(QHostAddress::LocalHost);
        steady.start(announcement(47123, "Ram"), port, 50);
        QVERIFY(waitFor([&] { return listed(listener, "127.0.0.1", 47123); }));
        Sender once("127.0.0.3", port);
        once.announce(4000, "Sita");
        QVERIFY(waitFor([&] { return listed(listener, "127.0.0.3", 4000); }));
        QCOMPARE(listener.games().front().port, quint16(4000));  // newest first
        QVERIFY(waitFor([&] { return !listed(listener, "127.0.0.3", 4000); }));
        QCOMPARE(listener.games().size(), 1);
        const LanGame kept = listener.games().front();
        QCOMPARE(kept.port, quint16(47123));
        QVERIFY(kept.lastHeardMs - kept.firstHeardMs >= 200);  // heard all along
        steady.stop();
        QVERIFY(waitFor([&] { return listener.games().isEmpty(); }));
    }

    // One IPv4 address is one sender; for IPv6 a whole /64 is, as one machine may hold it.
    void lanSenderOf() {
        const auto of = [](const char* a) {
            return LanListener::senderOf(QHostAddress(QString(a)));
        };
        QVERIFY(of("192.168.1.2") != of("192.168.1.3"));
        QCOMPARE(of("::ffff:192.168.1.2"), of("192.168.1.2"));
        QCOMPARE(of("2001:db8:1:2::1"), of("2001:db8:1:2:ffff:ffff:ffff:ffff"));
        QVERIFY(of("2001:db8:1:2::1") != of("2001:db8:1:3::1"));
        QVERIFY(of("fe80::1") != of("127.0.0.1"));
    }

    // Everything that crosses the network in a whole game with names, chat and a take-back:
    // the plain opening, then TLS. None of the secret (raw, hex, base 64, base 32 in the code,
    // with or without dashes), the names, the chat lines or the move lines is in it.
    void trafficHoldsNothingOfTheGame() {
        NetHost host;
        NetGuest guest;
        bagh::net::Timing timing;
        timing.floodPerSecond = timing.floodBurst = 100000;
        host.setTiming(timing);
        guest.setTiming(timing);
        HostOptions o;
        o.terms = terms(GameKind::Lambs, Side::Goats, TimeControl{300000, 2000}, 15);
        o.name = "Ramchandra-Host";
        o.address = QHostAddress::LocalHost;
        o.announce = false;
        QVERIFY(host.listen(o));
        LineRelay relay(host.port());
        bagh::net::JoinCode code;
        code.address = {127, 0, 0, 1};
        code.port = relay.port();
        code.secret = host.secret();
        const QString codeText = QString::fromStdString(bagh::net::encodeJoinCode(code));
        // For a capture of this test's traffic (docs/FIGURES.md): what to look for in it.
        qInfo("code %s secret %s", qPrintable(codeText),
              tlspsk::keyBytes(host.secret()).toHex().constData());
        QVERIFY(guest.join(codeText, "Sitadevi-Guest"));
        QVERIFY(waitFor([&] { return host.isConnected() && guest.isConnected(); }));
        QSignalSpy hostChat(&host, &NetSession::chat);
        QSignalSpy guestChat(&guest, &NetSession::chat);
        QVERIFY(guest.sendChat("the guest's chat line nobody may read"));
        QVERIFY(host.sendChat("the host's answer nobody may read"));
        QVERIFY(waitFor([&] { return hostChat.size() == 1 && guestChat.size() == 1; }));
        std::mt19937 rng(11);
        QStringList moveLines;
        for (int i = 0; i < 12; ++i) {
            NetSession& mover = host.isMyTurn() ? static_cast<NetSession&>(host) : guest;
            const bagh::games::Move m = randomMove(mover.game(), rng);
            moveLines << QStringLiteral("move %1 %2 ")
                             .arg(mover.game().length())
                             .arg(QString::fromStdString(mover.game().moveText(m)));
            QVERIFY(mover.sendMove(m));
            const int length = mover.game().length();
            QVERIFY(waitFor(
                [&] { return host.game().length() == length && guest.game().length() == length; }));
        }
        QSignalSpy hostAsked(&host, &NetSession::undoRequested);
        QVERIFY(guest.requestUndo());
        QVERIFY(waitFor([&] { return !hostAsked.isEmpty(); }));
        host.answerUndo(true);
        QVERIFY(waitFor(
            [&] { return host.game().length() < 12 && host.game().sameRecord(guest.game()); }));
        guest.goodbye();
        QVERIFY(waitFor([&] { return !host.isLinked(); }));

        const QByteArray& seen = relay.seen();
        QVERIFY(seen.size() > 2000);
        QVERIFY(seen.startsWith("hello 2\n"));  // the plain opening, and nothing else in clear
        const QByteArray secret = tlspsk::keyBytes(host.secret());
        QByteArrayList forbidden = {secret,
                                    secret.toHex(),
                                    secret.toHex().toUpper(),
                                    secret.toBase64(),
                                    codeText.toLatin1(),
                                    codeText.toLatin1().replace("-", ""),
                                    codeText.toLower().toLatin1(),
                                    "Ramchandra",
                                    "Sitadevi",
                                    "nobody may read",
                                    "chat ",
                                    "seat ",
                                    "sync ",
                                    "record ",
                                    "undo-"};
        for (const QString& line : moveLines) forbidden << line.toLatin1();
        for (const QByteArray& part : forbidden) QVERIFY2(!seen.contains(part), part.constData());
        // The secret's bytes do not appear in any 8-byte window either.
        for (int i = 0; i + 8 <= secret.size(); ++i) QVERIFY(!seen.contains(secret.mid(i, 8)));
    }

    void codeTyposAreCaughtBeforeConnecting() {
        NetHost host;
        HostOptions o;
        o.address = QHostAddress::LocalHost;
        o.announce = false;
        QVERIFY(host.listen(o));
        QString code = host.joinCode();
        QCOMPARE(code.count(QChar('-')), 7);  // 38 characters in groups of five
        code[3] = code[3] == QChar('7') ? QChar('8') : QChar('7');
        NetGuest guest;
        QString error;
        QVERIFY(!guest.join(code, "Sita", {}, &error));
        QVERIFY2(error.contains("typo"), qPrintable(error));
        // A version-1 code (a 64-bit secret) is named as such.
        QVERIFY(!guest.join("2K0AG-08MP6-5SYF1-AFN0Y-0PV88", "Sita", {}, &error));
        QVERIFY2(error.contains("older version"), qPrintable(error));
        QVERIFY(!guest.isConnecting());
    }

    // A code whose secret is not the host's: the handshake fails, the guest says so and does
    // not try again; the host's game waits for its player.
    void wrongSecretIsRefused() {
        NetHost host;
        HostOptions o;
        o.address = QHostAddress::LocalHost;
        o.announce = false;
        QVERIFY(host.listen(o));
        bagh::net::JoinCode code;
        code.address = {127, 0, 0, 1};
        code.port = host.port();
        code.secret = host.secret();
        code.secret[15] ^= 0x40;
        NetGuest guest;
        guest.setReconnectInterval(50);
        QSignalSpy refused(&guest, &NetSession::refused);
        QSignalSpy hostRefused(&host, &NetHost::connectionRefused);
        QVERIFY(guest.join(QString::fromStdString(bagh::net::encodeJoinCode(code)), "Eve"));
        QVERIFY(waitFor([&] { return !refused.isEmpty() && !hostRefused.isEmpty(); }));
        QCOMPARE(refused.at(0).at(0).value<Reason>(), Reason::WrongSecret);
        QCOMPARE(hostRefused.at(0).at(2).value<Reason>(), Reason::WrongSecret);
        QTest::qWait(300);
        QCOMPARE(refused.size(), 1);  // no second try
        QVERIFY(!guest.isConnecting() && !host.isLinked());
    }

    // The connection is encrypted with an ECDHE-PSK suite under TLS 1.2, keyed by the code.
    void encryptedAndKeyed() {
        Table t(terms());
        QVERIFY(t.host.isEncrypted());
        QVERIFY(t.guest.isEncrypted());
        QCOMPARE(t.guest.keying(), bagh::net::Keying::Code);
        QCOMPARE(t.host.keying(), bagh::net::Keying::Code);
        QVERIFY2(t.guest.securityText().contains("ECDHE-PSK"), qPrintable(t.guest.securityText()));
        QVERIFY(t.guest.peerAddressText().startsWith("127.0.0.1:"));
        QVERIFY(t.host.isSeated());
    }
};

QTEST_GUILESS_MAIN(TestNetwork)
#include "tst_network.moc"
