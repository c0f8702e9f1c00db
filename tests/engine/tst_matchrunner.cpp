// The match runner: deterministic short matches, the output format, forfeits of misbehaving
// programs, scoring, openings and the saved games it writes.
#include <QtTest>

#include <chrono>
#include <fstream>

#include "EngineRun.h"
#include "ScriptBot.h"
#include "TestEnv.h"
#include "engine/core/MoveGen.h"
#include "engine/core/Obx.h"
#include "engine/io/GameFile.h"
#include "engine/match/MatchRunner.h"
#include "engine/match/Openings.h"
#include "engine/match/SimplePlayers.h"
#include "engine/search/GoatRisk.h"

using namespace bagh;
using namespace bagh::match;

namespace {

MatchOptions perfectAgainstGreedy() {
    MatchOptions o;
    std::string error;
    parsePlayerSpec("perfect", &o.a, &error);
    parsePlayerSpec("greedy", &o.b, &error);
    o.games = 4;
    o.limits.depth = 4;
    o.openings = "random:4";
    o.seed = 3;
    return o;
}

std::vector<std::string> play(const MatchOptions& o, MatchResult* result = nullptr) {
    std::vector<std::string> lines;
    const MatchResult r = runMatch(o, [&](const GameReport& g) { lines.push_back(gameLine(g)); });
    if (result) *result = r;
    return lines;
}

const QRegularExpression kGameLine = testenv::gameLinePattern();

}  // namespace

class TestMatchRunner : public QObject {
    Q_OBJECT

private slots:
    void shortMatchIsWonAndReplays() {
        MatchResult r;
        const std::vector<std::string> first = play(perfectAgainstGreedy(), &r);
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(first.size(), std::size_t(4));
        QCOMPARE(r.score.wins(), 4);
        for (const std::string& line : first) {
            const auto m = kGameLine.match(QString::fromStdString(line));
            QVERIFY2(m.hasMatch(), line.c_str());
            // perfect has the goats in odd games: its side won every game.
            QVERIFY2(testenv::playerWon(m, "perfect"), line.c_str());
        }
        QCOMPARE(play(perfectAgainstGreedy()), first);  // same seed, same games
    }

    void commandLineOutputParses() {
        if (!QFileInfo(testenv::enginePath()).isExecutable()) QSKIP("no baghchal-engine");
        QProcess p;
        p.start(testenv::enginePath(), {"match", "perfect", "greedy", "--games", "4", "--depth",
                                        "4", "--openings", "random:4", "--seed", "3"});
        QVERIFY(p.waitForFinished(testenv::timeout(120000)));
        QCOMPARE(p.exitCode(), 0);
        const QStringList lines =
            QString::fromUtf8(p.readAllStandardOutput()).trimmed().split('\n');
        QCOMPARE(lines.size(), 6);
        for (int i = 0; i < 4; ++i)
            QVERIFY2(kGameLine.match(lines[i]).hasMatch(), qPrintable(lines[i]));
        QCOMPARE(lines[4], QStringLiteral("score perfect wins 4 draws 0 losses 0"));
        // Every point, whether a win counts one or (a grand win) twelve.
        QVERIFY2(QRegularExpression(R"(^points (\d+) of \1 \(100\.0%\) elo inf \+- inf$)")
                     .match(lines[5])
                     .hasMatch(),
                 qPrintable(lines[5]));
        // The library and the command play the same games.
        const std::vector<std::string> library = play(perfectAgainstGreedy());
        for (int i = 0; i < 4; ++i) QCOMPARE(lines[i].toStdString(), library[std::size_t(i)]);
    }

    void badArgumentsAreRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("one player") << QStringList{"match", "perfect"};
        QTest::newRow("unknown player") << QStringList{"match", "perfect", "grandmaster"};
        QTest::newRow("both limits")
            << QStringList{"match", "1", "2", "--depth", "2", "--movetime", "10"};
        QTest::newRow("bad rule") << QStringList{"match", "1", "2", "--rule", "chess"};
        QTest::newRow("bad openings") << QStringList{"match", "1", "2", "--openings", "random:x"};
        QTest::newRow("bad safe openings")
            << QStringList{"match", "1", "2", "--openings", "safe:-1"};
        QTest::newRow("no such file")
            << QStringList{"match", "1", "2", "--openings", "/nonexistent"};
    }
    void badArgumentsAreRefused() {
        if (!QFileInfo(testenv::enginePath()).isExecutable()) QSKIP("no baghchal-engine");
        QFETCH(QStringList, args);
        QProcess p;
        p.start(testenv::enginePath(), args);
        QVERIFY(p.waitForFinished(testenv::timeout(20000)));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).startsWith("error: match: "));
    }

    void misbehavingProgramsForfeit_data() {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("kind");
        QTest::newRow("exits at once") << "exit 0"
                                       << "crashed";
        QTest::newRow("exits on go") << testenv::protocolLoop("exit 3") << "crashed";
        QTest::newRow("garbage") << testenv::protocolLoop("echo 'bestmove ZZ9'") << "garbage";
        QTest::newRow("illegal") << testenv::protocolLoop(
                                        "echo 'info depth 1'; echo 'bestmove A1E5'")
                                 << "illegal";
        QTest::newRow("silent") << testenv::protocolLoop("sleep 600") << "timeout";
    }
    void misbehavingProgramsForfeit() {
        QFETCH(QString, script);
        QFETCH(QString, kind);
        QTemporaryDir dir;
        const QString bot = testenv::writeScript(dir.path(), QStringLiteral("bot"), script);
        MatchOptions o;
        std::string error;
        QVERIFY(parsePlayerSpec("greedy", &o.a, &error));
        QVERIFY(parsePlayerSpec("cmd:" + bot.toStdString(), &o.b, &error));
        o.games = 2;
        o.limits.timeoutMs = 500;
        const auto start = std::chrono::steady_clock::now();
        MatchResult r;
        const std::vector<std::string> lines = play(o, &r);
        QVERIFY(r.ok);
        QCOMPARE(r.score.wins(), 2);  // the bot forfeits with either side
        for (const std::string& line : lines)
            QVERIFY2(QString::fromStdString(line).contains(" reason forfeit:bot:" + kind + " "),
                     line.c_str());
        // Without the 500 ms limit the silent bot would hold each game for ten minutes.
        QVERIFY(std::chrono::steady_clock::now() - start <
                std::chrono::milliseconds(testenv::timeout(10000)));
    }

    // Same names get -1/-2; games on two threads all finish; sides alternate, A goats first.
    void sameNamesConcurrencyAndSides() {
        MatchOptions o;
        std::string error;
        QVERIFY(parsePlayerSpec("greedy", &o.a, &error));
        QVERIFY(parsePlayerSpec("greedy", &o.b, &error));
        o.games = 5;
        o.concurrency = 2;
        o.maxPlies = 60;
        o.rule = RepetitionRule::NoRecurrence;
        MatchResult r;
        const std::vector<std::string> lines = play(o, &r);
        QVERIFY(r.ok);
        QCOMPARE(r.nameA, std::string("greedy-1"));
        QCOMPARE(r.nameB, std::string("greedy-2"));
        QCOMPARE(lines.size(), std::size_t(5));
        QCOMPARE(r.score.games(), 5);
        std::vector<bool> seen(5, false);
        for (const std::string& line : lines) {
            const auto m = kGameLine.match(QString::fromStdString(line));
            QVERIFY2(m.hasMatch(), line.c_str());
            const int index = m.captured(1).toInt();
            QVERIFY(index >= 1 && index <= 5 && !seen[std::size_t(index - 1)]);
            seen[std::size_t(index - 1)] = true;
            QCOMPARE(m.captured(2),
                     index % 2 ? QStringLiteral("greedy-1") : QStringLiteral("greedy-2"));
            QVERIFY(m.captured(6).toInt() <= 60);
        }
    }

    void ownEngineAsAProgram() {
        if (!QFileInfo(testenv::enginePath()).isExecutable()) QSKIP("no baghchal-engine");
        MatchOptions o;
        std::string error;
        QVERIFY(parsePlayerSpec("random", &o.a, &error));
        QVERIFY(parsePlayerSpec("cmd:" + testenv::enginePath().toStdString(), &o.b, &error));
        o.games = 2;
        o.limits.depth = 2;
        MatchResult r;
        const std::vector<std::string> lines = play(o, &r);
        QCOMPARE(r.nameB, std::string("baghchal-engine"));
        QCOMPARE(lines.size(), std::size_t(2));
        for (const std::string& line : lines) {
            const auto m = kGameLine.match(QString::fromStdString(line));
            QVERIFY2(m.hasMatch(), line.c_str());
            // Ended by the rules: neither a forfeit nor the ply limit.
            QVERIFY2(!m.captured(5).startsWith("forfeit") && m.captured(5) != "maxply",
                     line.c_str());
        }
    }

    void scoring_data() {
        QTest::addColumn<int>("wins");
        QTest::addColumn<int>("draws");
        QTest::addColumn<int>("losses");
        QTest::addColumn<double>("percent");
        QTest::addColumn<double>("elo");
        QTest::addColumn<double>("margin");
        QTest::addColumn<QString>("line");
        // Elo and margin worked out separately from the formulas in MatchScore.h.
        QTest::newRow("30-10-0") << 30 << 10 << 0 << 87.5 << 338.0 << 117.5
                                 << "points 35 of 40 (87.5%) elo 338 +- 118";
        QTest::newRow("20-10-10") << 20 << 10 << 10 << 62.5 << 88.7 << 98.3
                                  << "points 25 of 40 (62.5%) elo 89 +- 98";
        QTest::newRow("even, many draws")
            << 5 << 30 << 5 << 50.0 << 0.0 << 54.3 << "points 20 of 40 (50.0%) elo 0 +- 54";
        QTest::newRow("losing") << 0 << 10 << 30 << 12.5 << -338.0 << 117.5
                                << "points 5 of 40 (12.5%) elo -338 +- 118";
    }
    void scoring() {
        QFETCH(int, wins);
        QFETCH(int, draws);
        QFETCH(int, losses);
        QFETCH(double, percent);
        QFETCH(double, elo);
        QFETCH(double, margin);
        QFETCH(QString, line);
        MatchScore s;
        for (int i = 0; i < wins; ++i) s.add(Outcome::GoatsWin, true, GrandWin::None);
        for (int i = 0; i < draws; ++i) s.add(Outcome::Draw, false, GrandWin::None);
        for (int i = 0; i < losses; ++i) s.add(Outcome::TigersWin, false, GrandWin::None);
        QCOMPARE(s.percent(), percent);
        double e = 0, m = 0;
        QVERIFY(s.elo(&e, &m));
        QVERIFY2(std::abs(e - elo) < 0.05, qPrintable(QString::number(e)));
        QVERIFY2(std::abs(m - margin) < 0.05, qPrintable(QString::number(m)));
        QCOMPARE(QString::fromStdString(s.pointsLine()), line);
    }

    void grandWinsCountTwelve() {
        MatchScore s;
        s.add(Outcome::GoatsWin, true, GrandWin::Dandee);
        s.add(Outcome::TigersWin, false, GrandWin::None);
        QCOMPARE(s.points(), 12.0);
        QCOMPARE(s.totalPoints(), 13.0);
        QCOMPARE(s.pointsLine(), std::string("points 12 of 13 (92.3%) elo 0 +- inf"));
        MatchScore all;
        all.add(Outcome::GoatsWin, true, GrandWin::None);
        QCOMPARE(all.pointsLine(), std::string("points 1 of 1 (100.0%) elo inf +- inf"));
        MatchScore none;
        none.add(Outcome::TigersWin, false, GrandWin::None);
        QCOMPARE(none.pointsLine(), std::string("points 0 of 1 (0.0%) elo -inf +- inf"));
    }

    void randomOpeningsAreFair() {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const Game g = randomOpening(8, seed, RepetitionRule::ThirdOccurrenceDraws);
            QCOMPARE(g.length(), 8);
            QVERIFY(!goatEnPrise(g.current()));
            QCOMPARE(g.current().goatsCaptured(), 0);
        }
    }

    void safeOpeningsHoldEveryGoat_data() {
        QTest::addColumn<int>("plies");
        for (int plies : {0, 3, 4, 7, 8, 12}) QTest::addRow("%d plies", plies) << plies;
    }
    void safeOpeningsHoldEveryGoat() {
        // A safe opening leaves no fork: the goats can keep every goat through the tigers' next
        // three moves however they play. Checked again by GoatRisk, a separate look: two random
        // slides after the goats' safest move win a goat with chance 0.
        QFETCH(int, plies);
        const ExactSources none;
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            const Game g =
                randomOpening(plies, seed, RepetitionRule::ThirdOccurrenceDraws, OpeningKind::Safe);
            QCOMPARE(g.length(), plies);
            const Position& pos = g.current();
            QVERIFY(!goatEnPrise(pos));
            QCOMPARE(pos.goatsCaptured(), 0);
            QVERIFY(goatsSafeFor(BaghChalRules(), pos, kSafeTigerMoves));
            if (pos.sideToMove() != Side::Goats) continue;
            MoveList moves;
            generateMoves(pos, moves);
            const std::vector<int> risk = goatRisks(pos, moves, none, kSafeTigerMoves - 1);
            QCOMPARE(*std::min_element(risk.begin(), risk.end()), 0);
        }
        // Fair random openings are not all safe: some leave a fork no goat move prevents, and
        // there the same look finds a risk whatever the goats play.
        const OpeningsResult random =
            makeOpenings("random:4", 20, 11, RepetitionRule::ThirdOccurrenceDraws);
        QVERIFY(random.ok);
        int unsafe = 0;
        for (const Game& g : random.openings) {
            const Position& pos = g.current();
            MoveList moves;
            generateMoves(pos, moves);
            const std::vector<int> risk = goatRisks(pos, moves, none, kSafeTigerMoves - 1);
            const bool safe = goatsSafeFor(BaghChalRules(), pos, kSafeTigerMoves);
            QCOMPARE(safe, *std::min_element(risk.begin(), risk.end()) == 0);
            unsafe += !safe;
        }
        QVERIFY2(unsafe >= 5, QByteArray::number(unsafe));
        QVERIFY(!makeOpenings("safe:39", 1, 1, RepetitionRule::ThirdOccurrenceDraws).ok);
    }

    void openingsCommandWritesAFileAndItsRisk() {
        if (!QFileInfo(testenv::enginePath()).isExecutable()) QSKIP("no baghchal-engine");
        // The openings as OBX lines: a file the match reads, the same openings it would play.
        const testenv::EngineRun list =
            testenv::runEngine({"openings", "safe:6", "--count", "5", "--seed", "2"});
        QCOMPARE(list.exitCode, 0);
        const QStringList lines = list.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5);
        const OpeningsResult same =
            makeOpenings("safe:6", 5, 2, RepetitionRule::ThirdOccurrenceDraws);
        for (int i = 0; i < 5; ++i)
            QCOMPARE(lines[i].toStdString(),
                     writeObx(same.openings[static_cast<std::size_t>(i)].current()));
        QTemporaryDir dir;
        const QString path = dir.path() + "/openings.txt";
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(list.out.toUtf8());
        file.close();
        const testenv::EngineRun played = testenv::runEngine(
            {"match", "greedy", "random", "--openings", path, "--games", "10", "--seed", "4"});
        QCOMPARE(played.exitCode, 0);
        int games = 0;
        for (const QString& line : played.out.split('\n'))
            games += kGameLine.match(line).hasMatch();
        QCOMPARE(games, 10);

        // With --risk: the goats' least risk per opening and the floor over all of them. Fair
        // random openings often leave a fork no goat move prevents; safe ones do not.
        const std::string db = testenv::databasePath();
        if (db.empty()) QSKIP("no endgame database beside the engine");
        auto floorOf = [&](const QString& spec) {
            const testenv::EngineRun r =
                testenv::runEngine({"openings", spec, "--count", "20", "--seed", "11", "--risk",
                                    "--db", QString::fromStdString(db), "--rounds", "2"});
            if (r.exitCode != 0) return -1.0;
            const QRegularExpressionMatch m =
                QRegularExpression(
                    "# goat games losing a goat, at least: ([0-9.]+) expected; "
                    "none in all: at most ([0-9.]+)%")
                    .match(r.out);
            return m.hasMatch() ? m.captured(1).toDouble() : -1.0;
        };
        const double random = floorOf("random:4"), safe = floorOf("safe:4");
        QVERIFY2(random > 1.0, QByteArray::number(random));
        QVERIFY2(safe >= 0.0 && safe < 0.2, QByteArray::number(safe));
        QCOMPARE(testenv::runEngine({"openings", "fair:4"}).exitCode, 2);
    }

    void openingFileErrorsNameTheLine() {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/openings.txt").toStdString();
        std::ofstream(path) << "# two openings\nT3T/5/5/5/T3T g g20 c0\nT3T/5/5/5/T3 g g20 c0\n";
        const OpeningsResult r = makeOpenings(path, 2, 1, RepetitionRule::ThirdOccurrenceDraws);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.find("openings.txt line 3: pieces") != std::string::npos, r.error.c_str());
        std::ofstream(path) << "T3T/5/5/5/T3T g g20 c0\n\nT1G1T/5/5/5/T3T t g19 c0\n";
        const OpeningsResult good = makeOpenings(path, 3, 1, RepetitionRule::ThirdOccurrenceDraws);
        QVERIFY2(good.ok, good.error.c_str());
        QCOMPARE(good.openings.size(), std::size_t(3));
        QCOMPARE(good.openings[1].current().goatsInHand(), 19);
    }

    void savedGamesReadBack() {
        if (!QFileInfo(testenv::enginePath()).isExecutable()) QSKIP("no baghchal-engine");
        QTemporaryDir dir;
        const QString out = dir.path() + "/games.txt";
        QProcess p;
        p.start(testenv::enginePath(),
                {"match", "perfect", "greedy", "--games", "4", "--depth", "3", "--openings",
                 "random:4", "--seed", "5", "--games-out", out});
        QVERIFY(p.waitForFinished(testenv::timeout(120000)));
        QCOMPARE(p.exitCode(), 0);
        const QStringList lines = QString::fromUtf8(p.readAllStandardOutput()).split('\n');
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const std::string text = f.readAll().toStdString();
        const std::vector<std::string_view> records = GameFile::splitRecords(text);
        QCOMPARE(records.size(), std::size_t(4));
        for (const std::string_view record : records) {
            const GameFile::ParseResult r = GameFile::parse(record);
            QVERIFY2(r.ok, r.error.message().c_str());
            const std::string round = GameFile::tag(r.record, "Round");
            const auto m = kGameLine.match(lines[std::stoi(round) - 1]);
            QVERIFY(m.hasMatch());
            QCOMPARE(QString::fromStdString(GameFile::tag(r.record, "Goats")), m.captured(2));
            QCOMPARE(QString::fromStdString(GameFile::tag(r.record, "Termination")), m.captured(5));
            QCOMPARE(r.record.game.length(), m.captured(6).toInt());
            const std::string token = GameFile::resultToken(r.record.game);
            QCOMPARE(QString::fromStdString(token), m.captured(4) + QStringLiteral("-win"));
        }
    }
};

QTEST_APPLESS_MAIN(TestMatchRunner)
#include "tst_matchrunner.moc"
