// The match runner playing Lambs and Tigers (match/LambsRules.h): a short deterministic match
// won by the engine, fair random openings, the captures rule, misbehaving programs forfeiting
// by name, our own engine as a program, openings files, and the games file replayed move by
// move. Bagh-Chal's runner is tst_matchrunner; the runner is one template over both games.
#include <QtTest>

#include <chrono>
#include <fstream>

#include "EngineRun.h"
#include "ScriptBot.h"
#include "TestEnv.h"
#include "engine/lambs/Record.h"
#include "engine/match/LambsRules.h"
#include "engine/match/MatchRunner.h"
#include "engine/match/Openings.h"

using namespace bagh;
using namespace bagh::match;

namespace {

MatchOptions options(const std::string& a, const std::string& b) {
    MatchOptions o;
    std::string error;
    if (!parsePlayerSpec(a, &o.a, &error) || !parsePlayerSpec(b, &o.b, &error))
        qFatal("%s", error.c_str());
    return o;
}

MatchOptions perfectAgainstRandom() {
    MatchOptions o = options("perfect", "random");
    o.games = 4;
    o.limits.depth = 3;
    o.openings = "random:4";
    o.seed = 3;
    return o;
}

std::vector<LambsGameReport> play(const LambsRules& rules, const MatchOptions& o,
                                  MatchResult* result = nullptr) {
    std::vector<LambsGameReport> games;
    const MatchResult r = runMatch(rules, o, [&](const LambsGameReport& g) { games.push_back(g); });
    if (result) *result = r;
    return games;
}

std::vector<std::string> lines(const std::vector<LambsGameReport>& games) {
    std::vector<std::string> out;
    for (const LambsGameReport& g : games) out.push_back(gameLine(g));
    return out;
}

using Run = testenv::EngineRun;
using testenv::runEngine;

const QRegularExpression kGameLine = testenv::gameLinePattern();

}  // namespace

class TestLambsMatch : public QObject {
    Q_OBJECT

private slots:
    void shortMatchIsWonAndReplays() {
        MatchResult r;
        const std::vector<std::string> first =
            lines(play(LambsRules(), perfectAgainstRandom(), &r));
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(first.size(), std::size_t(4));
        QCOMPARE(r.score.wins(), 4);
        for (const std::string& line : first) {
            const auto m = kGameLine.match(QString::fromStdString(line));
            QVERIFY2(m.hasMatch(), line.c_str());
            QVERIFY2(testenv::playerWon(m, "perfect"), line.c_str());
            const bool perfectGoats = m.captured(2) == QStringLiteral("perfect");
            // Won by the rules: the tigers blocked, or every goat taken or the goats blocked
            // (the quickest win the full level reads out may be either).
            if (perfectGoats)
                QCOMPARE(m.captured(5), QStringLiteral("tigers-blocked"));
            else
                QVERIFY2(m.captured(5) == QStringLiteral("captures") ||
                             m.captured(5) == QStringLiteral("goats-blocked"),
                         line.c_str());
        }
        QCOMPARE(lines(play(LambsRules(), perfectAgainstRandom())),
                 first);  // same seed, same games
    }

    // Five captures to win: a tigers' win by captures ends at the fifth goat taken.
    void capturesRuleEndsTheGame() {
        const LambsRules five(lambs::Variant::lambs(5));
        MatchOptions o = options("random", "greedy");
        o.games = 6;
        o.seed = 9;
        MatchResult r;
        const std::vector<LambsGameReport> games = play(five, o, &r);
        QVERIFY(r.ok);
        int byCaptures = 0;
        for (const LambsGameReport& g : games) {
            if (g.reason != "captures") continue;
            ++byCaptures;
            QCOMPARE(g.outcome, Outcome::TigersWin);
            QCOMPARE(g.game.current().goatsCaptured(), 5);
        }
        QVERIFY(byCaptures > 0);  // random goats against greedy tigers lose some goats
    }

    void randomOpeningsAreFair() {
        const LambsRules rules;
        for (int plies : {0, 1, 8, 28}) {
            for (std::uint64_t seed = 1; seed <= 10; ++seed) {
                const lambs::LambsGame g =
                    randomOpening(rules, plies, seed, RepetitionRule::ThirdOccurrenceDraws);
                QCOMPARE(g.length(), plies);
                QVERIFY(!rules.goatEnPrise(g.current()));
                QCOMPARE(g.current().goatsCaptured(), 0);
                QVERIFY(!g.result().over());
                // Within the shipped book (8 plies) every opening is proven drawn: a fair start.
                if (plies <= 8) QCOMPARE(rules.provenValue(g.current()), GameValue::Draw);
            }
        }
        const auto tooLong = makeOpenings(rules, "random:29", 1, 1, RepetitionRule::NoRecurrence);
        QVERIFY(!tooLong.ok);
        QCOMPARE(tooLong.error,
                 std::string("openings: random:PLIES takes 0 to 28 plies, got '29'"));
    }

    void misbehavingProgramsForfeit_data() {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("kind");
        using testenv::protocolLoop;
        QTest::newRow("exits at once") << "exit 0"
                                       << "crashed";
        QTest::newRow("exits on go") << protocolLoop("exit 3") << "crashed";
        QTest::newRow("garbage") << protocolLoop("echo 'bestmove C3'") << "garbage";
        QTest::newRow("no move") << protocolLoop("echo 'bestmove'") << "garbage";
        // Point 0 holds a tiger at the start and is not a placement for the tigers.
        QTest::newRow("illegal") << protocolLoop("echo 'info depth 1'; echo 'bestmove 0'")
                                 << "illegal";
        QTest::newRow("off the board") << protocolLoop("echo 'bestmove 25'") << "illegal";
        QTest::newRow("silent") << protocolLoop("sleep 600") << "timeout";
    }
    void misbehavingProgramsForfeit() {
        QFETCH(QString, script);
        QFETCH(QString, kind);
        QTemporaryDir dir;
        const QString bot = testenv::writeScript(dir.path(), QStringLiteral("bot"), script);
        MatchOptions o = options("greedy", "cmd:" + bot.toStdString());
        o.games = 2;
        o.limits.timeoutMs = 500;
        const auto start = std::chrono::steady_clock::now();
        MatchResult r;
        const std::vector<std::string> got = lines(play(LambsRules(), o, &r));
        QVERIFY(r.ok);
        QCOMPARE(r.score.wins(), 2);  // the bot forfeits with either side
        for (const std::string& line : got)
            QVERIFY2(QString::fromStdString(line).contains(" reason forfeit:bot:" + kind + " "),
                     line.c_str());
        QVERIFY(std::chrono::steady_clock::now() - start <
                std::chrono::milliseconds(testenv::timeout(10000)));
    }

    // What a logging program that answers every go with placement 0 hears in a one-game match
    // of `rules` as player A against random; the match's lines go to *got.
    static QStringList heardBy(const LambsRules& rules, MatchOptions o,
                               std::vector<std::string>* got) {
        QTemporaryDir dir;
        const QString log = dir.path() + "/heard.txt";
        const QString bot = testenv::writeScript(
            dir.path(), QStringLiteral("bot"),
            QStringLiteral("while read l; do echo \"$l\" >> '%1'; case \"$l\" in "
                           "isready) echo readyok;; go*) echo 'bestmove 0';; esac; done")
                .arg(log));
        const MatchOptions r = options("cmd:" + bot.toStdString(), "random");
        o.a = r.a;
        o.b = r.b;
        o.games = 1;
        *got = lines(play(rules, o));
        QFile f(log);
        if (!f.open(QIODevice::ReadOnly)) return {};
        return QString::fromUtf8(f.readAll()).trimmed().split('\n');
    }

    // A program hears the game and the rule before isready, then Lambs records and moves.
    void programsAreToldTheGame() {
        MatchOptions o;
        o.limits.movetimeMs = 50;
        std::vector<std::string> got;
        const QStringList heard = heardBy(LambsRules(lambs::Variant::lambs(6)), o, &got);
        QCOMPARE(got.size(), std::size_t(1));
        QVERIFY2(QString::fromStdString(got[0]).contains("reason forfeit:bot:illegal"),
                 got[0].c_str());
        const QStringList expected = {
            "setoption name Game value lambs", "setoption name Captures value 6", "isready",
            "position record T/2TT2/6/6/4 g g15 c0 - 0", "go movetime 50"};
        QCOMPARE(heard.mid(0, expected.size()), expected);
    }

    // Under the traditional rule a program hears it before isready, as a setoption.
    void programsAreToldTheTraditionalRule() {
        MatchOptions o;
        o.rule = RepetitionRule::NoRecurrence;
        std::vector<std::string> got;
        const QStringList heard = heardBy(LambsRules(), o, &got);
        const QStringList expected = {"setoption name Game value lambs",
                                      "setoption name Captures value 15",
                                      "setoption name Repetition value traditional", "isready"};
        QCOMPARE(heard.mid(0, expected.size()), expected);
    }

    void ownEngineAsAProgram() {
        if (!QFileInfo(testenv::enginePath()).isExecutable()) QSKIP("no baghchal-engine");
        MatchOptions o = options("random", "cmd:" + testenv::enginePath().toStdString());
        o.games = 2;
        o.limits.depth = 3;
        o.openings = "random:2";
        MatchResult r;
        const std::vector<std::string> got = lines(play(LambsRules(), o, &r));
        QCOMPARE(r.nameB, std::string("baghchal-engine"));
        QCOMPARE(got.size(), std::size_t(2));
        for (const std::string& line : got) {
            const auto m = kGameLine.match(QString::fromStdString(line));
            QVERIFY2(m.hasMatch(), line.c_str());
            QVERIFY2(!m.captured(5).startsWith("forfeit") && m.captured(5) != "maxply",
                     line.c_str());
        }
        QCOMPARE(r.score.losses(), 2);  // the engine beats random with either side
    }

    void openingFileErrorsNameTheLine() {
        const LambsRules rules;
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/openings.txt").toStdString();
        std::ofstream(path) << "# two openings\nT/2TT2/6/6/4 g g15 c0\nT/2TT2/6/6 g g15 c0\n";
        const auto r = makeOpenings(rules, path, 2, 1, RepetitionRule::ThirdOccurrenceDraws);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.find("openings.txt line 3: pieces: 4 rows") != std::string::npos,
                 r.error.c_str());
        // A Bagh-Chal record is not a Lambs record.
        std::ofstream(path) << "T3T/5/5/5/T3T g g20 c0\n";
        const auto obx = makeOpenings(rules, path, 2, 1, RepetitionRule::ThirdOccurrenceDraws);
        QVERIFY(!obx.ok);
        QVERIFY2(obx.error.find("openings.txt line 1: ") != std::string::npos, obx.error.c_str());
        std::ofstream(path) << "T/2TT2/6/6/4 g g15 c0\n\nT/2TT2/G5/6/4 t g14 c0 m7 1\n";
        const auto good = makeOpenings(rules, path, 3, 1, RepetitionRule::ThirdOccurrenceDraws);
        QVERIFY2(good.ok, good.error.c_str());
        QCOMPARE(good.openings.size(), std::size_t(3));
        QCOMPARE(good.openings[1].current().goatsInHand(), 14);
        QCOMPARE(good.openings[2].current().goatsInHand(), 15);

        if (!QFileInfo(testenv::enginePath()).isExecutable()) QSKIP("no baghchal-engine");
        std::ofstream(path) << "T/2TT2/6/6/4 g g15 c0\nT/2TT2/6/6/4 g g15 c16\n";
        const Run cli = runEngine({"match", "random", "random", "--game", "lambs", "--openings",
                                   QString::fromStdString(path)});
        QCOMPARE(cli.exitCode, 2);
        QVERIFY2(cli.err.startsWith("error: match: " + QString::fromStdString(path) + " line 2: "),
                 qPrintable(cli.err));
        QVERIFY(cli.out.isEmpty());
    }

    // The command prints what the library plays, and its games file replays move by move.
    void commandLineAndGamesFile() {
        if (!QFileInfo(testenv::enginePath()).isExecutable()) QSKIP("no baghchal-engine");
        QTemporaryDir dir;
        const QString out = dir.path() + "/games.txt";
        const Run r =
            runEngine({"match", "perfect", "random", "--game", "lambs", "--games", "4", "--depth",
                       "3", "--openings", "random:4", "--seed", "3", "--games-out", out},
                      {}, 60000);
        QCOMPARE(r.exitCode, 0);
        const QStringList printed = r.out.trimmed().split('\n');
        QCOMPARE(printed.size(), 6);
        const std::vector<std::string> library = lines(play(LambsRules(), perfectAgainstRandom()));
        for (int i = 0; i < 4; ++i) QCOMPARE(printed[i].toStdString(), library[std::size_t(i)]);
        QCOMPARE(printed[4], QStringLiteral("score perfect wins 4 draws 0 losses 0"));
        QCOMPARE(printed[5], QStringLiteral("points 4 of 4 (100.0%) elo inf +- inf"));
        QVERIFY(!QFileInfo::exists(out + ".part"));

        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList games = QString::fromUtf8(f.readAll()).trimmed().split('\n');
        QCOMPARE(games.size(), 4);
        const QRegularExpression saved(
            QStringLiteral(R"(^(game .*) captures (\d+) rule (threefold|traditional) )"
                           R"(position record (.*?)(?: moves (.*))?$)"));
        for (int i = 0; i < games.size(); ++i) {
            const auto m = saved.match(games[i]);
            QVERIFY2(m.hasMatch(), qPrintable(games[i]));
            QCOMPARE(m.captured(1), printed[i]);
            QCOMPARE(m.captured(2), QStringLiteral("15"));
            const lambs::Variant v = lambs::Variant::lambs(m.captured(2).toInt());
            const lambs::RecordParseResult start =
                lambs::parseRecord(v, m.captured(4).toStdString());
            QVERIFY2(start.ok, start.error.message().c_str());
            lambs::LambsGame game(v, start.record.position);
            const QStringList moves = m.captured(5).split(' ', Qt::SkipEmptyParts);
            for (const QString& text : moves) {
                const lambs::Move move =
                    lambs::findLegalMove(v, game.current(), text.toStdString());
                QVERIFY2(game.play(move), qPrintable(text));
            }
            const auto line = kGameLine.match(printed[i]);
            QCOMPARE(game.length(), line.captured(6).toInt());
            // Ended by the rules, as the line says.
            QVERIFY(game.result().over());
            QCOMPARE(QString(endReasonName(game.result().reason)), line.captured(5));
        }
    }
};

QTEST_APPLESS_MAIN(TestLambsMatch)
#include "tst_lambsmatch.moc"
