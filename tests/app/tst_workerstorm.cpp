// A start/stop storm through the Qt engine worker: a thousand rapid requests, cancels and
// new positions, of both games (the one seat switches between its facades). Every request is
// answered exactly once; only the latest one ever reaches the game, always with a move legal in
// its own position. Run it under ThreadSanitizer with
// `scripts/test --sanitize thread -L storm`.
#include <QSignalSpy>
#include <QTest>

#include <map>
#include <random>

#include "TestEnv.h"
#include "TestGames.h"
#include "engine/games/AnyGame.h"
#include "session/EngineClient.h"

using bagh::games::Game;
using bagh::games::GameKind;
using bagh::games::Move;
using bagh::games::Position;

class TestWorkerStorm : public QObject {
    Q_OBJECT
private slots:
    void requestCancelStorm() {
        EngineClient client;
        std::mt19937 rng(3);
        std::map<quint64, Game> requested;
        quint64 latest = 0;
        int applied = 0, answered = 0;
        quint64 lastApplied = 0;
        bool allFresh = true, allLegal = true;
        connect(&client, &EngineClient::moveFound, this,
                [&](quint64 id, Move move, const EngineInfo&) {
                    ++applied;
                    lastApplied = id;
                    allFresh = allFresh && id == latest;
                    allLegal = allLegal && requested.count(id) && requested[id].isLegal(move);
                });
        connect(&client, &EngineClient::answerArrived, this, [&](quint64, bool) { ++answered; });
        // Proven values and coverage are asked for between the searches, as the analysis
        // graph and the status bar do; they probe the database and tables while a search runs.
        int valueAnswers = 0, valueRequests = 0;
        connect(&client, &EngineClient::exactValuesKnown, this,
                [&](const QVector<ExactPoint>&) { ++valueAnswers; });

        constexpr int kCycles = 1000;
        for (int cycle = 0; cycle < kCycles; ++cycle) {
            // Every fourth a Lambs and Tigers game, under one of its three rules.
            constexpr int kLambsRules[] = {5, 6, 15};
            Game game = cycle % 4 == 3 ? testgames::randomGame(GameKind::Lambs, rng, 40,
                                                               kLambsRules[rng() % 3])
                                       : Game(testgames::randomGame(rng, 60));
            const quint64 id =
                client.request(EngineClient::Purpose::Play, game, 1 + rng() % 6, 1 + rng() % 4);
            if (cycle % 10 == 0) {
                QVector<Position> line;
                for (int i = 0; i <= game.length(); ++i) line.push_back(game.positionAt(i));
                client.requestExactValues(line);
                client.requestCoverage(game.current());
                ++valueRequests;
            }
            requested.emplace(id, std::move(game));
            latest = id;
            switch (rng() % 3) {
                case 0:
                    client.cancel(EngineClient::Purpose::Play);
                    latest = 0;
                    break;
                case 1:
                    QTest::qWait(int(rng() % 3));
                    break;
                default:
                    break;  // the next request overtakes this one
            }
        }
        // The last request stands: its answer reaches the game (the storm's own last one may
        // have been cancelled).
        Game last = testgames::randomGame(GameKind::Lambs, rng, 40, 5);
        const quint64 lastId = client.request(EngineClient::Purpose::Play, last, 3, 50);
        requested.emplace(lastId, std::move(last));
        latest = lastId;
        QTRY_COMPARE_WITH_TIMEOUT(answered, kCycles + 1, testenv::timeout(60000));
        QTRY_COMPARE_WITH_TIMEOUT(valueAnswers, valueRequests, testenv::timeout(30000));
        QVERIFY(allFresh);
        QVERIFY(allLegal);
        QVERIFY(applied > 0);
        QCOMPARE(lastApplied, lastId);
        QVERIFY(applied < kCycles);  // overtaken and cancelled requests never applied
    }
};

QTEST_MAIN(TestWorkerStorm)
#include "tst_workerstorm.moc"
