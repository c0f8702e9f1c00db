// A start/stop storm through the Engine facade: a thousand rapid go/stop/new-position cycles.
// Every search reports exactly once, with a move legal in its own position, never a stale one.
// Run it under ThreadSanitizer with `scripts/test --sanitize thread -L storm`.
#include <QTest>

#include <atomic>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

#include "TestGames.h"
#include "engine/core/Game.h"
#include "engine/search/Engine.h"

using namespace bagh;

namespace {

struct Report {
    int cycle;
    Move move;
};

}  // namespace

class TestStorm : public QObject {
    Q_OBJECT
private slots:
    void goStopStorm() {
        Engine engine;
        engine.setHashMb(8);
        std::mt19937 rng(99);
        std::mutex mutex;
        std::vector<Report> reports;
        std::vector<Game> games;
        std::atomic<int> analyses{0};
        constexpr int kCycles = 1000;
        for (int cycle = 0; cycle < kCycles; ++cycle) {
            games.push_back(testgames::randomGame(rng, 60));
            engine.setGame(games.back());
            if (cycle % 10 == 9) {
                engine.analyse(SearchLimits{.movetimeMs = 2},
                               [&](const Analysis&) { analyses.fetch_add(1); });
            } else {
                SearchLimits limits;
                switch (rng() % 3) {
                    case 0:
                        limits.infinite = true;
                        break;
                    case 1:
                        limits.movetimeMs = 1 + rng() % 3;
                        break;
                    default:
                        limits.depth = 1 + rng() % 6;
                }
                engine.go(
                    limits, [](const SearchInfo&) {},
                    [&, cycle](Move best, const SearchInfo&) {
                        std::lock_guard lock(mutex);
                        reports.push_back({cycle, best});
                    });
            }
            if (rng() % 2) std::this_thread::sleep_for(std::chrono::microseconds(rng() % 800));
            // Sometimes stop, sometimes let the next setGame or go cut the search short.
            if (rng() % 3) engine.stop();
        }
        engine.stop();
        engine.wait();

        std::lock_guard lock(mutex);
        const int searches = kCycles - kCycles / 10;
        QCOMPARE(int(reports.size()), searches);
        int previous = -1;
        for (const Report& r : reports) {
            QVERIFY(r.cycle > previous);  // in order, once each
            previous = r.cycle;
            QVERIFY2(games[r.cycle].isLegal(r.move),
                     qPrintable(QString("cycle %1: %2")
                                    .arg(r.cycle)
                                    .arg(QString::fromStdString(r.move.toString()))));
        }
        QVERIFY(analyses.load() > 0);
    }
};

QTEST_APPLESS_MAIN(TestStorm)
#include "tst_storm.moc"
