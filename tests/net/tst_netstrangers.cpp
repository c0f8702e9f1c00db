// Strangers cannot keep the player out (docs/NETWORK.md, "What a stranger can do"): 300
// strangers from 300 loopback addresses hold every waiting place of a real host with a stalled
// handshake (`hello 2` and half a TLS ClientHello, then nothing, never closing), and more keep
// arriving from new addresses all the while (200 a second); the player joins by the code in each of
// several rounds and is in within 5 s and at most three tries. The host runs with the timing it
// ships with; the strangers are plain sockets bound to addresses of 127.0.0.0/8.
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <sys/resource.h>

#include "Strangers.h"
#include "TestEnv.h"
#include "engine/net/PendingLimits.h"
#include "net/NetGuest.h"
#include "net/NetHost.h"

using bagh::Side;

class TestNetStrangers : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        // Some 700 sockets at once on both sides: more than a default soft limit of 1024
        // leaves room for. The hard limit allows it where the tests run.
        rlimit files{};
        getrlimit(RLIMIT_NOFILE, &files);
        files.rlim_cur = std::max<rlim_t>(files.rlim_cur, std::min<rlim_t>(files.rlim_max, 4096));
        setrlimit(RLIMIT_NOFILE, &files);
        if (files.rlim_cur < 2048)
            QSKIP("needs 2048 open files (ulimit -n); this system allows fewer");
    }

    void playerGetsInAmongStalledStrangers() {
        NetHost host;
        HostOptions o;
        o.terms.hostSide = Side::Goats;
        o.name = QStringLiteral("Ram");
        o.address = QHostAddress::LocalHost;
        o.announce = false;
        QVERIFY(host.listen(o));
        Strangers crowd(QHostAddress::LocalHost, host.port());
        crowd.arrive(300);
        // Every place taken by a stalled handshake before the player comes.
        QVERIFY(QTest::qWaitFor(
            [&] {
                return crowd.answered() >= bagh::net::PendingLimits::kInAll &&
                       host.waitingCount() == bagh::net::PendingLimits::kInAll;
            },
            testenv::timeout(10000)));
        // New strangers from new addresses all the while (fewer when a sanitizer slows all).
        QTimer churn;
        const int perTick = std::max(1, static_cast<int>(20 / testenv::timeoutScale()));
        connect(&churn, &QTimer::timeout, this, [&] { crowd.arrive(perTick); });
        churn.start(100);

        const double scale = testenv::timeoutScale();
        for (int round = 1; round <= 3; ++round) {
            NetGuest guest;
            guest.setReconnectInterval(0);
            QSignalSpy gaveUp(&guest, &NetGuest::gaveUp);
            QElapsedTimer clock;
            clock.start();
            QVERIFY(guest.join(host.joinCode(), QStringLiteral("Sita")));
            QVERIFY2(QTest::qWaitFor([&] { return guest.isConnected() || !gaveUp.isEmpty(); },
                                     testenv::timeout(15000)),
                     qPrintable(QStringLiteral("round %1").arg(round)));
            QVERIFY2(guest.isConnected(),
                     qPrintable(QStringLiteral("round %1: gave up after %2 tries")
                                    .arg(round)
                                    .arg(guest.tries())));
            const qint64 ms = clock.elapsed();
            qInfo("round %d: in after %lld ms, %d tries; %d strangers arrived, %d holding", round,
                  static_cast<long long>(ms), guest.tries(), crowd.arrived(), crowd.holding());
            QVERIFY2(ms < 5000 * scale, qPrintable(QString::number(ms)));
            QVERIFY(guest.tries() <= 3);
            QVERIFY(QTest::qWaitFor([&] { return host.isConnected(); }, testenv::timeout(5000)));
            // The strangers held on all the while: none closed its side.
            QVERIFY(crowd.holding() >= bagh::net::PendingLimits::kInAll / 2);
            guest.goodbye();
            QVERIFY(QTest::qWaitFor([&] { return !host.isLinked(); }, testenv::timeout(5000)));
            host.freeSeat();  // the next round joins by the code again
        }
        churn.stop();
        QVERIFY(crowd.arrived() > 300);
    }
};

QTEST_GUILESS_MAIN(TestNetStrangers)
#include "tst_netstrangers.moc"
