// The engine in its thread: the GUI stays responsive while it thinks, answers are tagged, and
// stale answers never come out as moves.
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include "core/Game.h"
#include "session/EngineClient.h"

using namespace bagh;

class TestEngineWorker : public QObject {
    Q_OBJECT

private slots:
    void answersWithALegalMove() {
        EngineClient client;
        QSignalSpy found(&client, &EngineClient::moveFound);
        const Game game;
        const quint64 id = client.request(EngineClient::Purpose::Play, game, 2, 200);
        QVERIFY(client.busy());
        QVERIFY(found.wait(5000));
        QCOMPARE(found.at(0).at(0).toULongLong(), id);
        QVERIFY(game.isLegal(found.at(0).at(1).value<Move>()));
        QVERIFY(!client.busy());
    }

    void guiNeverWaitsWhileThinking() {
        EngineClient client;
        QSignalSpy found(&client, &EngineClient::moveFound);
        QSignalSpy thinking(&client, &EngineClient::thinking);
        QElapsedTimer clock;
        qint64 last = 0, worst = 0;
        int ticks = 0;
        QTimer timer;
        timer.setInterval(10);
        connect(&timer, &QTimer::timeout, this, [&] {
            const qint64 now = clock.elapsed();
            worst = std::max(worst, now - last);
            last = now;
            ++ticks;
        });
        clock.start();
        timer.start();
        // The search may stop early when its next iteration cannot finish in time; ask again
        // until it has thought for a second in all.
        Game game;
        while (clock.elapsed() < 1000) {
            const int before = int(found.count());
            client.request(EngineClient::Purpose::Play, game, EngineWorker::levelCount(), 1000);
            QTRY_VERIFY_WITH_TIMEOUT(found.count() > before, 10000);
        }
        timer.stop();
        const qint64 spent = clock.elapsed();
        qInfo("thought %lld ms, %d ticks, longest gap %lld ms, %d info reports", spent, ticks,
              worst, int(thinking.count()));
        QVERIFY(spent >= 900);
        QVERIFY2(worst <= 50, qPrintable(QStringLiteral("gap of %1 ms").arg(worst)));
        QVERIFY(thinking.count() >= 1);
    }

    void newRequestMakesOldOneStale() {
        EngineClient client;
        QSignalSpy found(&client, &EngineClient::moveFound);
        QSignalSpy answers(&client, &EngineClient::answerArrived);
        Game game;
        const quint64 first =
            client.request(EngineClient::Purpose::Play, game, EngineWorker::levelCount(), 2000);
        QTest::qWait(100);
        game.play(Move::placement(12));
        const quint64 second = client.request(EngineClient::Purpose::Play, game, 2, 200);
        QTRY_COMPARE_WITH_TIMEOUT(answers.count(), 2, 10000);
        QCOMPARE(answers.at(0).at(0).toULongLong(), first);
        QCOMPARE(answers.at(0).at(1).toBool(), true);
        QCOMPARE(found.count(), 1);
        QCOMPARE(found.at(0).at(0).toULongLong(), second);
        // The answer belongs to the second position: a tiger move.
        const Move m = found.at(0).at(1).value<Move>();
        QVERIFY(game.isLegal(m));
    }

    void cancelledRequestGivesNoMove() {
        EngineClient client;
        QSignalSpy found(&client, &EngineClient::moveFound);
        QSignalSpy answers(&client, &EngineClient::answerArrived);
        client.request(EngineClient::Purpose::Play, Game(), EngineWorker::levelCount(), 3000);
        QTest::qWait(50);
        QElapsedTimer t;
        t.start();
        client.cancel(EngineClient::Purpose::Play);
        QVERIFY(answers.wait(2000));  // stop() makes the search answer early …
        QVERIFY(t.elapsed() < 1500);
        QCOMPARE(answers.at(0).at(1).toBool(), true);  // … and the answer is dropped
        QCOMPARE(found.count(), 0);
    }

    // Each purpose has its own slot: cancelling a hint leaves a running analysis alone, and a
    // new request of any purpose makes the analysis stale.
    void cancelStopsOnlyItsOwnPurpose() {
        EngineClient client;
        QSignalSpy analysed(&client, &EngineClient::analysed);
        const quint64 id = client.requestAnalysis(Game(), 0);
        QCOMPARE(client.pending(EngineClient::Purpose::Analysis), id);
        client.cancel(EngineClient::Purpose::Hint);
        client.cancel(EngineClient::Purpose::Play);
        QCOMPARE(client.pending(EngineClient::Purpose::Analysis), id);
        QTRY_VERIFY_WITH_TIMEOUT(!analysed.isEmpty(), 30000);
        const quint64 hint = client.request(EngineClient::Purpose::Hint, Game(), 2, 100);
        QCOMPARE(client.pending(EngineClient::Purpose::Analysis), quint64(0));
        QCOMPARE(client.pending(EngineClient::Purpose::Hint), hint);
        QSignalSpy found(&client, &EngineClient::moveFound);
        QTRY_VERIFY_WITH_TIMEOUT(!found.isEmpty(), 30000);
        QCOMPARE(found.last().at(0).toULongLong(), hint);
        QVERIFY(!client.busy());
    }

    void destroyDuringSearch() {
        QElapsedTimer t;
        t.start();
        {
            EngineClient client;
            client.request(EngineClient::Purpose::Play, Game(), EngineWorker::levelCount(), 5000);
            QTest::qWait(50);
        }
        QVERIFY(t.elapsed() < 3000);
    }
};

QTEST_MAIN(TestEngineWorker)
#include "tst_engineworker.moc"
