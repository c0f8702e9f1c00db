// A scripted bad peer against a real host over localhost (app/net/NetHost, docs/NETWORK.md
// "What is refused, and how"): a version-1 program, a version of a million, garbage, a 1 MB
// line, silence, before and inside TLS; a wrong key; too many connections from one address,
// and 200 idle ones from another while the player joins; a stranger with the join code while
// the player plays and while the line is down (the seat is the player's); and, as the player,
// 1,000 lines a second, an illegal move, a desynchronised record, a move out of turn or for
// another ply, a half-open line. Each is refused with its reason, the connection closes, the
// host's game is untouched, and afterwards the right player joins and plays. The host runs
// with the real flood limit and short timeouts.
#include <QElapsedTimer>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <functional>
#include <memory>

#include "RawTlsPeer.h"
#include "TestEnv.h"
#include "engine/net/Protocol.h"
#include "engine/net/RecordHash.h"
#include "net/NetGuest.h"
#include "net/NetHost.h"
#include "engine/net/PendingLimits.h"

using bagh::Side;
using bagh::net::Keying;
using bagh::net::Reason;
using RawPeer = RawTlsPeer;

namespace {

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

// The protocol's own limits, short. They are what the silent cases wait out, and the host does
// little work in between, so a sanitizer's slowness stretches them only up to three times.
bagh::net::Timing shortTiming() {
    const double scale = std::min(testenv::timeoutScale(), 3.0);
    bagh::net::Timing t;
    t.keepAliveMs = 150;
    t.silenceMs = static_cast<std::int64_t>(1000 * scale);
    t.helloMs = static_cast<std::int64_t>(500 * scale);
    t.openMs = static_cast<std::int64_t>(500 * scale);
    return t;  // the flood limit as shipped
}

}  // namespace

class TestNetBadPeer : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<NetHost> host_;

    // The right player joins, moves, and leaves: the host took no harm. Once a player has the
    // seat, the right player is that one, coming back with its `token`.
    void rightPlayerStillWelcome(std::optional<bagh::net::Key128> token = std::nullopt) {
        const int length = host_->game().length();
        NetGuest guest;
        guest.setTiming(shortTiming());
        if (token) guest.setSeatToken(*token);
        QString error;
        QVERIFY2(guest.join(host_->joinCode(), "Sita", {}, &error), qPrintable(error));
        QVERIFY(waitFor([&] { return guest.isConnected() && host_->isConnected(); }));
        QCOMPARE(guest.game().length(), length);
        QVERIFY(guest.isMyTurn());
        QVERIFY(guest.sendMove(guest.game().legalMoves().front()));
        QVERIFY(waitFor([&] { return host_->game().length() == length + 1; }));
        QVERIFY(host_->game().sameRecord(guest.game()));
        guest.goodbye();
        QVERIFY(waitFor([&] { return !host_->isLinked(); }));
    }

private slots:
    void init() {
        host_ = std::make_unique<NetHost>();
        host_->setTiming(shortTiming());
        HostOptions o;
        o.terms.hostSide = Side::Tigers;  // the peer moves first
        o.name = "Ram";
        o.address = QHostAddress::LocalHost;
        o.announce = false;
        QVERIFY(host_->listen(o));
    }
    void cleanup() { host_.reset(); }

    void refusedBeforeJoining_data() {
        QTest::addColumn<bool>("inside");  // sent inside TLS keyed by the code, or plain
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("reason");
        QTest::addColumn<QByteArray>("answer");
        QTest::newRow("a version-1 program")
            << false << QByteArray("hello 1 baghchal/0.1.0 9f3c2a7d41e05b68 - - - - - M\n")
            << int(Reason::WrongVersion) << QByteArray("refuse version");
        QTest::newRow("version one million")
            << false << QByteArray("hello 1000000 x y\n") << int(Reason::WrongVersion)
            << QByteArray("refuse version");
        QTest::newRow("a version of forty digits")
            << false << QByteArray("hello 1234567890123456789012345678901234567890\n")
            << int(Reason::WrongVersion) << QByteArray("refuse version");
        QTest::newRow("version 2 with words before encryption")
            << false << QByteArray("hello 2 raw/2 - - - - - M\n") << int(Reason::Garbage)
            << QByteArray("refuse garbage");
        QTest::newRow("garbage") << false << QByteArray("\x00\x01\xfe\xff garbage\r\n", 14)
                                 << int(Reason::Garbage) << QByteArray("refuse garbage");
        QTest::newRow("a web browser") << false << QByteArray("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
                                       << int(Reason::Garbage) << QByteArray("refuse garbage");
        QTest::newRow("a 1 MB line")
            << false << QByteArray(1 << 20, 'A') << int(Reason::Overlong) << QByteArray();
        QTest::newRow("silence") << false << QByteArray() << int(Reason::Silence)
                                 << QByteArray("refuse silence");
        QTest::newRow("an opening cut short then silence")
            << false << QByteArray("hello 2") << int(Reason::Silence)
            << QByteArray("refuse silence");
        QTest::newRow("silence inside") << true << QByteArray() << int(Reason::Silence)
                                        << QByteArray("refuse silence");
        QTest::newRow("garbage inside") << true << QByteArray("\xff\xfe\n", 3)
                                        << int(Reason::Garbage) << QByteArray("refuse garbage");
        QTest::newRow("a move before hello inside")
            << true << QByteArray("move 0 C1 0123456789abcdef - -\n") << int(Reason::Garbage)
            << QByteArray("refuse garbage");
        QTest::newRow("a hello of version 1 inside")
            << true << QByteArray("hello 1 raw/1 - - - - - M\n") << int(Reason::WrongVersion)
            << QByteArray("refuse version");
        QTest::newRow("a 1 MB line inside")
            << true << QByteArray(1 << 20, 'A') << int(Reason::Overlong) << QByteArray();
    }
    void refusedBeforeJoining() {
        QFETCH(bool, inside);
        QFETCH(QByteArray, bytes);
        QFETCH(int, reason);
        QFETCH(QByteArray, answer);
        QSignalSpy refused(host_.get(), &NetSession::refused);
        const bagh::games::Game before = host_->game();
        RawPeer peer(host_->port());
        QVERIFY(peer.connected());
        if (inside) QVERIFY(peer.encrypt(Keying::Code, host_->secret()));
        if (!bytes.isEmpty()) peer.send(bytes);
        QVERIFY(waitFor([&] { return refused.size() == 1; }));
        QCOMPARE(refused.at(0).at(0).value<Reason>(), Reason(reason));
        QVERIFY(!refused.at(0).at(1).toString().isEmpty());
        if (!answer.isEmpty()) QVERIFY(peer.heard(answer));
        QVERIFY(peer.closed());
        QVERIFY(host_->game().sameRecord(before));
        QVERIFY(!host_->isLinked());
        rightPlayerStillWelcome();
    }

    // A key the host does not hold, under each name: the handshake fails, nothing is read.
    void wrongKey_data() {
        QTest::addColumn<int>("keying");
        QTest::newRow("a wrong code") << int(Keying::Code);
        QTest::newRow("a seat nobody has") << int(Keying::Seat);
        QTest::newRow("the open key while not announcing") << int(Keying::Open);
    }
    void wrongKey() {
        QFETCH(int, keying);
        QSignalSpy refused(host_.get(), &NetHost::connectionRefused);
        RawPeer peer(host_->port());
        bagh::net::Key128 wrong = host_->secret();
        wrong[0] ^= 1;
        const bagh::net::Key128 key = Keying(keying) == Keying::Open ? bagh::net::openKey() : wrong;
        QVERIFY(!peer.encrypt(Keying(keying), key));
        QVERIFY(peer.handshakeFailed());
        QVERIFY(waitFor([&] { return refused.size() == 1; }));
        QCOMPARE(refused.at(0).at(2).value<Reason>(), Reason::WrongSecret);
        QCOMPARE(refused.at(0).at(1).toString(), QString("127.0.0.1"));
        QVERIFY(peer.closed());
        QVERIFY(!host_->isLinked());
        rightPlayerStillWelcome();
    }

    void tooManyFromOneAddress() {
        QSignalSpy refused(host_.get(), &NetSession::refused);
        std::vector<std::unique_ptr<RawPeer>> peers;
        for (int i = 0; i < bagh::net::PendingLimits::kPerAddress; ++i) {
            peers.push_back(std::make_unique<RawPeer>(host_->port()));
            QVERIFY(peers.back()->connected());
        }
        QTest::qWait(50);  // the host has taken them in
        RawPeer one(host_->port());
        QVERIFY(one.heard("refuse busy"));
        QVERIFY(one.closed());
        QCOMPARE(refused.at(0).at(0).value<Reason>(), Reason::Busy);
        // The silent ones go in their time; the player gets in.
        QVERIFY(waitFor([&] { return refused.size() == 1 + bagh::net::PendingLimits::kPerAddress; }));
        rightPlayerStillWelcome();
    }

    // 200 idle connections from another address (127.0.0.2, kept open and reopened) do not
    // keep the player out: it joins at its first try.
    void idleStrangersCannotLockThePlayerOut() {
        std::vector<std::unique_ptr<RawPeer>> idle;
        for (int i = 0; i < 200; ++i) idle.push_back(std::make_unique<RawPeer>(host_->port(), QHostAddress("127.0.0.2")));
        QTest::qWait(100);
        QVERIFY(idle.front()->connected());
        NetGuest guest;
        guest.setTiming(shortTiming());
        guest.setReconnectInterval(0);  // one try only
        QSignalSpy failed(&guest, &NetGuest::connectFailed);
        QSignalSpy refusedGuest(&guest, &NetSession::refused);
        QVERIFY(guest.join(host_->joinCode(), "Sita"));
        // More strangers keep coming while it joins.
        for (int i = 0; i < 50; ++i) idle.push_back(std::make_unique<RawPeer>(host_->port(), QHostAddress("127.0.0.2")));
        QVERIFY(waitFor([&] { return guest.isConnected() && host_->isConnected(); }));
        QCOMPARE(failed.size(), 0);
        QCOMPARE(refusedGuest.size(), 0);
        QVERIFY(guest.sendMove(guest.game().legalMoves().front()));
        QVERIFY(waitFor([&] { return host_->game().length() == 1; }));
    }

    void refusedAsThePlayer_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("reason");
        QTest::newRow("an illegal move")
            << QByteArray("move 0 A1 0000000000000000 - -\n") << int(Reason::IllegalMove);
        QTest::newRow("a desynchronised record")
            << QByteArray("move 0 C1 0123456789abcdef - -\n") << int(Reason::Desync);
        QTest::newRow("for another ply")
            << QByteArray("move 1 C1 0123456789abcdef - -\n") << int(Reason::Protocol);
        QTest::newRow("a seat token of the guest's own")
            << QByteArray("seat 0123456789abcdef0123456789abcdef\n") << int(Reason::Protocol);
        QTest::newRow("a host's message")
            << QByteArray("flag goats 0 0 0\n") << int(Reason::Protocol);
        QTest::newRow("garbage") << QByteArray("\xff\xfe\n", 3) << int(Reason::Garbage);
        QTest::newRow("a 1 MB line") << QByteArray(1 << 20, 'B') << int(Reason::Overlong);
        QTest::newRow("a half-open line") << QByteArray() << int(Reason::Silence);
    }
    void refusedAsThePlayer() {
        QFETCH(QByteArray, bytes);
        QFETCH(int, reason);
        QSignalSpy lost(host_.get(), &NetSession::connectionLost);
        QSignalSpy desync(host_.get(), &NetSession::desync);
        RawPeer peer(host_->port());
        QVERIFY(peer.connected());
        QVERIFY(peer.join(*host_));
        const bagh::games::Game before = host_->game();
        if (!bytes.isEmpty()) peer.send(bytes);
        QVERIFY(waitFor([&] { return lost.size() == 1; }));
        QCOMPARE(lost.at(0).at(0).value<Reason>(), Reason(reason));
        QCOMPARE(desync.size(), reason == int(Reason::Desync) ? 1 : 0);
        QVERIFY(peer.closed());
        QVERIFY(host_->game().sameRecord(before));
        rightPlayerStillWelcome(peer.seatToken());
    }

    void aThousandLinesASecond() {
        QSignalSpy lost(host_.get(), &NetSession::connectionLost);
        RawPeer peer(host_->port());
        QVERIFY(peer.connected());
        QVERIFY(peer.join(*host_));
        // Ten lines every 10 ms, for up to a second.
        QTimer pump;
        int sent = 0;
        QObject::connect(&pump, &QTimer::timeout, [&] {
            if (peer.socket().state() != QAbstractSocket::ConnectedState || sent >= 1000) return;
            peer.send(QByteArray("ping\n").repeated(10));
            sent += 10;
        });
        pump.start(10);
        QVERIFY(waitFor([&] { return lost.size() == 1; }));
        pump.stop();
        QCOMPARE(lost.at(0).at(0).value<Reason>(), Reason::Flood);
        QVERIFY(peer.heard("bye flood"));
        QVERIFY(sent < 1000);
        QVERIFY(peer.closed());
        QCOMPARE(host_->game().length(), 0);
        rightPlayerStillWelcome(peer.seatToken());
    }

    // Somebody who has the join code (or the open key) cannot take the player's seat: not while
    // the player plays, nor while its line is down; the player resumes with its token.
    void strangerWithTheCode() {
        NetGuest guest;
        guest.setTiming(shortTiming());
        guest.setReconnectInterval(0);
        QVERIFY(guest.join(host_->joinCode(), "Sita"));
        QVERIFY(waitFor([&] { return guest.isConnected(); }));
        QVERIFY(guest.seatToken().has_value());
        QSignalSpy refused(host_.get(), &NetSession::refused);
        QSignalSpy lost(&guest, &NetSession::connectionLost);
        {
            RawPeer stranger(host_->port());
            QVERIFY(stranger.encrypt(Keying::Code, host_->secret()));
            stranger.send("hello 2 raw/2 - - - - - Sita\n");
            QVERIFY(stranger.heard("refuse taken"));
            QVERIFY(stranger.closed());
        }
        QCOMPARE(refused.at(0).at(0).value<Reason>(), Reason::Taken);
        QVERIFY(guest.isConnected());
        QVERIFY(guest.sendMove(guest.game().legalMoves().front()));
        QVERIFY(waitFor([&] { return host_->game().length() == 1; }));
        QCOMPARE(lost.size(), 0);

        // The player's line drops; a program with the code and the player's name is refused.
        guest.cutLine();
        QVERIFY(waitFor([&] { return !host_->isLinked() && !guest.isLinked(); }));
        NetGuest impostor;
        impostor.setTiming(shortTiming());
        impostor.setReconnectInterval(0);
        QSignalSpy impostorRefused(&impostor, &NetSession::refused);
        QVERIFY(impostor.join(host_->joinCode(), "Sita"));
        QVERIFY(waitFor([&] { return !impostorRefused.isEmpty(); }));
        QCOMPARE(impostorRefused.at(0).at(0).value<Reason>(), Reason::Taken);
        QVERIFY(!impostor.hasGame());
        // The player comes back with its token.
        QSignalSpy resumed(&guest, &NetSession::resumed);
        guest.reconnect();
        QVERIFY(waitFor([&] { return !resumed.isEmpty() && guest.isConnected(); }));
        QCOMPARE(guest.keying(), Keying::Seat);
        QVERIFY(guest.game().sameRecord(host_->game()));
    }
};

QTEST_GUILESS_MAIN(TestNetBadPeer)
#include "tst_netbadpeer.moc"
