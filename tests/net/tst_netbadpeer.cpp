// A scripted bad peer against a real host over localhost (app/net/NetHost, docs/NETWORK.md
// "What is refused, and how"): a wrong secret, a wrong version, garbage, a 1 MB line, silence,
// too many connections at once; and, as the player, 1,000 lines a second, an illegal move, a
// desynchronised record, a move out of turn, a half-open line. Each is refused with its reason,
// the connection closes, the host's game is untouched, and afterwards the right player joins
// and plays. The host runs with the real flood limit and short timeouts.
#include <QElapsedTimer>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <functional>
#include <memory>

#include "TestEnv.h"
#include "engine/net/Protocol.h"
#include "engine/net/RecordHash.h"
#include "net/NetGuest.h"
#include "net/NetHost.h"

using bagh::Side;
using bagh::net::Reason;

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
    return t;  // the flood limit as shipped
}

// A peer that speaks raw bytes.
class RawPeer {
public:
    explicit RawPeer(quint16 port) {
        QObject::connect(&socket_, &QTcpSocket::readyRead, &socket_,
                         [this] { received_ += socket_.readAll(); });
        socket_.setProxy(QNetworkProxy::NoProxy);
        socket_.connectToHost(QHostAddress::LocalHost, port);
    }
    bool connected() {
        return waitFor([this] { return socket_.state() == QAbstractSocket::ConnectedState; });
    }
    void send(const QByteArray& bytes) { socket_.write(bytes); }
    bool heard(const QByteArray& part) {
        return waitFor([&] { return received_.contains(part); });
    }
    bool closed() {
        return waitFor([this] { return socket_.state() == QAbstractSocket::UnconnectedState; });
    }
    // Joins as the player: the right secret, and a ready with the record's hash.
    bool join(const NetHost& host) {
        send("hello 1 raw/1 " + QByteArray::fromStdString(bagh::net::hashWord(host.secret())) +
             " - - - - - Mallory\n");
        if (!heard("\nsync ")) return false;
        send("ready " + QByteArray::number(host.game().length()) + " " +
             QByteArray::fromStdString(bagh::net::hashWord(bagh::net::recordHash(host.game()))) +
             "\n");
        return waitFor([&] { return host.isConnected(); });
    }
    QTcpSocket& socket() { return socket_; }

private:
    QTcpSocket socket_;
    QByteArray received_;
};

}  // namespace

class TestNetBadPeer : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<NetHost> host_;

    // The right player joins, moves, and leaves: the host took no harm.
    void rightPlayerStillWelcome() {
        const int length = host_->game().length();
        NetGuest guest;
        guest.setTiming(shortTiming());
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
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("reason");
        QTest::addColumn<QByteArray>("answer");
        QTest::newRow("wrong secret") << QByteArray("hello 1 raw/1 0000000000000001 - - - - - M\n")
                                      << int(Reason::WrongSecret) << QByteArray("refuse secret");
        QTest::newRow("wrong version") << QByteArray("hello 2 raw/2 0000000000000001 x y z\n")
                                       << int(Reason::WrongVersion) << QByteArray("refuse version");
        QTest::newRow("garbage") << QByteArray("\x00\x01\xfe\xff garbage\r\n", 14)
                                 << int(Reason::Garbage) << QByteArray("refuse garbage");
        QTest::newRow("a web browser") << QByteArray("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
                                       << int(Reason::Garbage) << QByteArray("refuse garbage");
        QTest::newRow("a 1 MB line")
            << QByteArray(1 << 20, 'A') << int(Reason::Overlong) << QByteArray();
        QTest::newRow("silence") << QByteArray() << int(Reason::Silence)
                                 << QByteArray("refuse silence");
        QTest::newRow("a hello cut short then silence")
            << QByteArray("hello 1 raw/1 01234") << int(Reason::Silence)
            << QByteArray("refuse silence");
    }
    void refusedBeforeJoining() {
        QFETCH(QByteArray, bytes);
        QFETCH(int, reason);
        QFETCH(QByteArray, answer);
        QSignalSpy refused(host_.get(), &NetSession::refused);
        const bagh::games::Game before = host_->game();
        RawPeer peer(host_->port());
        QVERIFY(peer.connected());
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

    void tooManyAtOnce() {
        QSignalSpy refused(host_.get(), &NetSession::refused);
        std::vector<std::unique_ptr<RawPeer>> peers;
        for (int i = 0; i < NetHost::kMaxWaiting; ++i) {
            peers.push_back(std::make_unique<RawPeer>(host_->port()));
            QVERIFY(peers.back()->connected());
        }
        QTest::qWait(50);  // the host has taken them in
        RawPeer one(host_->port());
        QVERIFY(one.heard("refuse busy"));
        QVERIFY(one.closed());
        QCOMPARE(refused.at(0).at(0).value<Reason>(), Reason::Busy);
        // The silent ones go in their time; the player gets in.
        QVERIFY(waitFor([&] { return refused.size() == 1 + NetHost::kMaxWaiting; }));
        rightPlayerStillWelcome();
    }

    void refusedAsThePlayer_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("reason");
        QTest::newRow("an illegal move")
            << QByteArray("move 0 A1 0000000000000000 - -\n") << int(Reason::IllegalMove);
        QTest::newRow("a desynchronised record")
            << QByteArray("move 0 C1 0123456789abcdef - -\n") << int(Reason::Desync);
        QTest::newRow("out of turn")
            << QByteArray("move 1 C1 0123456789abcdef - -\n") << int(Reason::Protocol);
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
        rightPlayerStillWelcome();
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
        rightPlayerStillWelcome();
    }

    void strangerWhileThePlayerPlays() {
        NetGuest guest;
        guest.setTiming(shortTiming());
        QVERIFY(guest.join(host_->joinCode(), "Sita"));
        QVERIFY(waitFor([&] { return guest.isConnected(); }));
        QSignalSpy refused(host_.get(), &NetSession::refused);
        QSignalSpy lost(&guest, &NetSession::connectionLost);
        RawPeer stranger(host_->port());
        QVERIFY(stranger.connected());
        stranger.send("hello 1 raw/1 00000000000000ff - - - - - Eve\n");
        QVERIFY(stranger.heard("refuse secret"));
        QCOMPARE(refused.at(0).at(0).value<Reason>(), Reason::WrongSecret);
        QVERIFY(guest.isConnected());
        QVERIFY(guest.sendMove(guest.game().legalMoves().front()));
        QVERIFY(waitFor([&] { return host_->game().length() == 1; }));
        QCOMPARE(lost.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestNetBadPeer)
#include "tst_netbadpeer.moc"
