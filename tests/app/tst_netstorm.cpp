// The other player's questions cannot bring the window down: a scripted guest that joins again
// and again, each time asking to take back a move and offering a draw, then dropping the line,
// against a host's window; and a scripted host doing the same to a guest's window, through a
// relay that cuts the line every round. Each question is the session's state, drawn in the
// question bar (never a modal loop inside the socket's read handler, which nested one event loop
// per resume and crashed the window once), lapses with the line, and the window's memory stays
// where it was. The rounds are BAGHCHAL_NETSTORM_ROUNDS: 40 by default, sized to CI (a round
// takes about half a second of the window's work); the 2,000 each way is
// `BAGHCHAL_NETSTORM_ROUNDS=2000 QTEST_FUNCTION_TIMEOUT=7200000 QT_QPA_PLATFORM=offscreen
// build/bin/tst_netstorm -maxwarnings 0` (most of an hour; figures in docs/FIGURES.md).
#include <QFile>
#include <QNetworkProxy>
#include <QTcpSocket>
#include <QTest>

#include "AppTest.h"
#include "LineRelay.h"
#include "RawTlsPeer.h"
#include "TestEnv.h"
#include "engine/net/JoinCode.h"
#include "engine/net/Protocol.h"
#include "engine/net/RecordHash.h"
#include "net/NetGuest.h"
#include "net/NetHost.h"
#include "play/NetworkPlay.h"
#include "play/QuestionBar.h"
#include "session/GameSession.h"
#include "window/MainWindow.h"

using bagh::Side;

namespace {

int rounds() {
    const int n = qEnvironmentVariableIntValue("BAGHCHAL_NETSTORM_ROUNDS");
    return n > 0 ? n : 40;
}

// The resident memory of this process, in kB (Linux).
qint64 residentKb() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').front().toLongLong();
    return -1;
}

QByteArray hashOf(const bagh::games::Game& g) {
    return QByteArray::fromStdString(bagh::net::hashWord(bagh::net::recordHash(g)));
}

// A guest that speaks the protocol's lines itself: the first time keyed by the join code,
// then by the seat token the host gave it.
class ScriptedGuest {
public:
    explicit ScriptedGuest(quint16 port) : peer_(port) {}
    bool join(const NetHost& host, std::optional<bagh::net::Key128>* seat) {
        if (!peer_.join(host, "Mallory", *seat)) return false;
        if (!*seat) *seat = peer_.seatToken();
        return seat->has_value();
    }
    void send(const QByteArray& line) { peer_.send(line); }
    void drop() { peer_.socket().abort(); }

private:
    RawTlsPeer peer_;
};

// Short limits, so that a round takes the network's time and not the timer's.
bagh::net::Timing shortTiming() {
    bagh::net::Timing t;
    t.keepAliveMs = 100;
    t.silenceMs = testenv::timeout(3000);
    t.helloMs = testenv::timeout(1000);
    return t;
}

HostOptions hostOptions() {
    HostOptions o;
    o.terms.hostSide = Side::Goats;
    o.name = QStringLiteral("Ram");
    o.address = QHostAddress::LocalHost;
    o.announce = false;
    return o;
}

}  // namespace

class TestNetStorm : public QObject {
    Q_OBJECT

private slots:
    void init() { apptest::useTestSettings(); }

    // A host's window against a guest that rejoins with a take-back request and a draw offer.
    void hostWindowOutlastsAResumingGuest() {
        auto window = apptest::openWindow();
        QVERIFY(window);
        window->networkPlay()->setTiming(shortTiming());
        QString error;
        QVERIFY2(window->networkPlay()->host(hostOptions(), &error), qPrintable(error));
        const NetHost* host = window->networkPlay()->hostSession();
        GameSession* session = window->session();
        // The first join: the host's goat, the guest's reply (so the guest may ask both).
        std::optional<bagh::net::Key128> seat;
        {
            ScriptedGuest guest(host->port());
            QVERIFY(guest.join(*host, &seat));
            QVERIFY(session->playHumanMove(session->legalMoves().front()));
            bagh::games::Game g = host->game();
            const bagh::games::Move m = g.legalMoves().front();
            g.play(m);
            guest.send("move 1 " + QByteArray::fromStdString(g.moveText(m)) + " " + hashOf(g) +
                       " - -\n");
            QTRY_COMPARE_WITH_TIMEOUT(session->game().length(), 2, testenv::timeout(15000));
            guest.drop();
        }
        qint64 before = 0;
        for (int round = 0; round < rounds(); ++round) {
            ScriptedGuest guest(host->port());
            QVERIFY2(guest.join(*host, &seat), qPrintable(QString::number(round)));
            guest.send("undo-request 2 1\ndraw-offer 2\n");
            // The draw offer took the take-back's place: one question, in the bar.
            QVERIFY(QTest::qWaitFor(
                [&] { return session->questionFrom(Side::Tigers) == Seat::Request::Draw; },
                testenv::timeout(15000)));
            QVERIFY(window->questionBar()->isVisible());
            QVERIFY(!QApplication::activeModalWidget());
            guest.drop();
            QVERIFY(QTest::qWaitFor([&] { return !session->questionFrom(Side::Tigers); },
                                    testenv::timeout(15000)));
            if (round == 10) before = residentKb();  // after the first allocations settled
        }
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        const qint64 after = residentKb();
        qInfo("host window: resident %lld kB after 10 rounds, %lld kB after %d", before, after,
              rounds());
        QVERIFY2(after - before < 10 * 1024, qPrintable(QString::number(after - before)));
        QCOMPARE(session->game().length(), 2);
        QVERIFY(!window->questionBar()->isVisible());
    }

    // A guest's window against a host that asks the same every time the guest rejoins.
    void guestWindowOutlastsAnAskingHost() {
        NetHost host;
        host.setTiming(shortTiming());
        QString error;
        QVERIFY2(host.listen(hostOptions(), &error), qPrintable(error));
        LineRelay relay(host.port());
        bagh::net::JoinCode code;
        code.address = {127, 0, 0, 1};
        code.port = relay.port();
        code.secret = host.secret();
        auto window = apptest::openWindow();
        QVERIFY(window);
        window->networkPlay()->setTiming(shortTiming());
        QVERIFY2(window->networkPlay()->join(QString::fromStdString(encodeJoinCode(code)),
                                             QStringLiteral("Sita"), &error),
                 qPrintable(error));
        auto* guest = qobject_cast<NetGuest*>(window->networkPlay()->net());
        QVERIFY(guest);
        guest->setReconnectInterval(10);
        GameSession* session = window->session();
        QTRY_VERIFY_WITH_TIMEOUT(host.isConnected(), testenv::timeout(15000));
        QVERIFY(host.sendMove(host.game().legalMoves().front()));
        QTRY_COMPARE_WITH_TIMEOUT(session->game().length(), 1, testenv::timeout(15000));
        qint64 before = 0;
        for (int round = 0; round < rounds(); ++round) {
            QVERIFY2(QTest::qWaitFor([&] { return host.isConnected() && guest->isConnected(); },
                                     testenv::timeout(15000)),
                     qPrintable(QString::number(round)));
            QVERIFY(host.requestUndo());
            const Seat::Request last =
                host.offerDraw() ? Seat::Request::Draw : Seat::Request::TakeBack;
            QVERIFY(QTest::qWaitFor([&] { return session->questionFrom(Side::Goats) == last; },
                                    testenv::timeout(15000)));
            QVERIFY(window->questionBar()->isVisible());
            QVERIFY(!QApplication::activeModalWidget());
            relay.cut();
            QVERIFY(QTest::qWaitFor([&] { return !session->questionFrom(Side::Goats); },
                                    testenv::timeout(15000)));
            if (round == 10) before = residentKb();
        }
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        const qint64 after = residentKb();
        qInfo("guest window: resident %lld kB after 10 rounds, %lld kB after %d", before, after,
              rounds());
        QVERIFY2(after - before < 10 * 1024, qPrintable(QString::number(after - before)));
        QCOMPARE(session->game().length(), 1);
        QVERIFY(relay.connections() >= rounds());
    }
};

QTEST_MAIN(TestNetStorm)
#include "tst_netstorm.moc"
