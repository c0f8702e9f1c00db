// Nothing lost to a crash: the game left off is on disk after every change (GameJournal), comes
// back after the program was killed with SIGKILL, and a damaged record is refused with a word to
// the player, put aside and replaced by a new game.
//
// The kill is real: this executable runs itself again as a child (BAGHCHAL_LASTGAME_CHILD in
// its environment names the game to play), which opens a main window in the same test settings
// and data folder, plays a few moves, prints "ready" with what it played and waits; the test
// kills it with SIGKILL (QProcess::kill) and opens a window of its own.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSettings>
#include <QStatusBar>
#include <QTest>
#include <cstdio>

#include "AppTest.h"
#include "engine/games/SavedGame.h"
#include "files/GameJournal.h"
#include "files/LastGameRecord.h"
#include "files/LastSession.h"
#include "session/GameSession.h"
#include "session/MoveListModel.h"
#include "session/PlayClock.h"
#include "session/RulesData.h"
#include "window/MainWindow.h"

using namespace bagh;
using games::GameKind;

namespace {

constexpr char kChildVariable[] = "BAGHCHAL_LASTGAME_CHILD";
constexpr int kChildPlies = 5;
const games::TimeControl kClock{60000, 2000};

// The game a child plays, as its environment names it: "<rules' name> <clocks>".
GameSetup setupFor(const QString& spec) {
    const QStringList f = spec.split(QLatin1Char(' '));
    GameSetup s = apptest::twoPlayers();
    const std::optional<bagh::games::GameRules> rules = rulesdata::fromName(f.value(0));
    if (!rules) qFatal("a bad rules name in the test: %s", qPrintable(f.value(0)));
    s.setRules(*rules);
    if (f.value(1) == QStringLiteral("clocks")) s.clock = kClock;
    return s;
}

// The moves of `game` in the move list's words, one string.
QString movesText(const games::Game& game) {
    QStringList words;
    for (const games::Move m : game.moves()) words << MoveListModel::moveText(game.kind(), m);
    return words.join(QLatin1Char(' '));
}

// The child: a real window, a few moves (a spread of the legal ones, a little time between for
// the clocks), "ready <goats ms> <tigers ms> <moves>" on stdout, then it waits to be killed.
int runChild(const QString& spec) {
    apptest::useTestSettings();
    const auto window = apptest::openWindow();
    if (!window) return 3;
    window->resumeLastGame(true);
    window->startNewGame(setupFor(spec));
    GameSession* c = window->session();
    for (int i = 0; i < kChildPlies; ++i) {
        if (i > 0) QTest::qWait(60);  // not after the last: its clocks are read as it is played
        const games::MoveList moves = c->legalMoves();
        if (moves.empty() || !c->playHumanMove(moves[(i * 7 + 3) % moves.size()])) return 4;
    }
    const games::Clocks clocks = c->clock()->clocks().value_or(games::Clocks{-1, -1});
    QCoreApplication::processEvents();  // one turn of the event loop: the last move is written
    std::printf("ready %lld %lld %s\n", static_cast<long long>(clocks.goatsMs),
                static_cast<long long>(clocks.tigersMs), qPrintable(movesText(c->game())));
    std::fflush(stdout);
    return QCoreApplication::exec();
}

// The record on disk now, read as the next start reads it.
LastGameRecord::Reading readOnDisk() {
    QFile file(LastSession::filePath());
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QByteArray bytes = file.readAll();
    return LastGameRecord::read(std::string_view(bytes.constData(), bytes.size()));
}

QStringList damagedFiles() {
    const QFileInfo info(LastSession::filePath());
    return info.dir().entryList({info.fileName() + QStringLiteral(".damaged-*")}, QDir::Files);
}

void removeDamagedFiles() {
    const QDir dir = QFileInfo(LastSession::filePath()).dir();
    for (const QString& name : damagedFiles()) QFile::remove(dir.filePath(name));
}

// A good record of a short Bagh-Chal game (C1 A1B1 C2), for the damaged ones to start from.
QByteArray goodRecord() {
    LastGameRecord::LeftOff l;
    l.game = games::Game::start(GameKind::BaghChal, RepetitionRule::ThirdOccurrenceDraws, 5);
    for (const char* m : {"C1", "A1B1", "C2"}) l.game.play(l.game.findLegalMove(m));
    l.shownPly = 3;
    l.setup = apptest::twoPlayers();
    return QByteArray::fromStdString(LastGameRecord::write(l));
}

void writeRecord(const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(LastSession::filePath()).absolutePath());
    QFile file(LastSession::filePath());
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

}  // namespace

class TestLastGame : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { apptest::useTestSettings(); }
    void init() {
        QSettings().clear();
        QFile::remove(LastSession::filePath());
        removeDamagedFiles();
    }
    void cleanupTestCase() { removeDamagedFiles(); }

    // Killed in the middle of a game, of either game, with and without clocks: the next start
    // has every move, the game, its rule and the clocks as of the last move.
    void killedProcessLosesNothing_data() {
        QTest::addColumn<QString>("spec");
        QTest::newRow("Bagh-Chal, third repetition") << QStringLiteral("baghchal -");
        QTest::newRow("Lambs and Tigers, 5 captures, no recurrence")
            << QStringLiteral("lambs/5/no-recurrence -");
        QTest::newRow("Bagh-Chal, two players' clocks") << QStringLiteral("baghchal clocks");
        QTest::newRow("Lambs and Tigers, every goat, clocks") << QStringLiteral("lambs/all clocks");
    }
    void killedProcessLosesNothing() {
        QFETCH(QString, spec);
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(kChildVariable), spec);
        child.setProcessEnvironment(env);
        child.setProcessChannelMode(QProcess::SeparateChannels);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForStarted(10000));
        QByteArray out;
        while (!out.contains('\n')) {
            QVERIFY2(child.waitForReadyRead(20000), child.readAllStandardError().constData());
            out += child.readAllStandardOutput();
        }
        child.kill();  // SIGKILL: no close, no clean quit, nothing flushed by the child
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        const QStringList said = QString::fromUtf8(out).trimmed().split(QLatin1Char(' '));
        QVERIFY2(said.size() == 3 + kChildPlies && said[0] == QStringLiteral("ready"),
                 out.constData());
        const GameSetup setup = setupFor(spec);
        const auto window = apptest::openWindow();
        QVERIFY(window);
        QVERIFY(window->resumeLastGame());
        const GameSession* c = window->session();
        QCOMPARE(c->game().kind(), setup.game);
        QCOMPARE(c->game().rule(), setup.rule);
        QCOMPARE(c->game().capturesToWin(), setup.capturesToWin());
        QCOMPARE(c->setup().mode, GameMode::TwoPlayers);
        QCOMPARE(movesText(c->fullGame()), said.mid(3).join(QLatin1Char(' ')));
        QCOMPARE(c->currentPly(), kChildPlies);
        QCOMPARE(c->clock()->active(), setup.clock.has_value());
        if (setup.clock) {
            QCOMPARE(c->clock()->control(), setup.clock);
            const games::Clocks back = *c->clock()->clocks();
            // Written a turn of the event loop after the child read them: the side to move may
            // have lost a few milliseconds, nothing more.
            const auto near = [](std::int64_t got, std::int64_t had) {
                return got <= had && got >= had - 250;
            };
            const QString both = QStringLiteral("back %1 %2, had %3 %4")
                                     .arg(back.goatsMs)
                                     .arg(back.tigersMs)
                                     .arg(said[1], said[2]);
            QVERIFY2(near(back.goatsMs, said[1].toLongLong()), qPrintable(both));
            QVERIFY2(near(back.tigersMs, said[2].toLongLong()), qPrintable(both));
        }
    }

    // A move is on disk when the event loop has turned once, without closing the window; a
    // burst of changes is one write; the clocks' ticks and a window at rest write nothing.
    void movesOnDiskAtOnce() {
        const auto window = apptest::openWindow();
        QVERIFY(window);
        window->resumeLastGame(true);
        auto* journal = window->findChild<GameJournal*>();
        QVERIFY(journal);
        GameSession* c = window->session();
        QVERIFY(apptest::playTypedMoves(c, {"C1"}));
        QCoreApplication::processEvents();
        LastGameRecord::Reading r = readOnDisk();
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.leftOff.game.length(), 1);

        const int before = journal->writes();
        QVERIFY(apptest::playTypedMoves(c, {"A1B1", "C2"}));
        QCoreApplication::processEvents();
        QCOMPARE(journal->writes(), before + 1);
        QCOMPARE(readOnDisk().leftOff.game.length(), 3);

        // Undo keeps the move it took back, the position shown is one ply earlier.
        c->undoTurn();
        QCoreApplication::processEvents();
        r = readOnDisk();
        QCOMPARE(r.leftOff.game.length(), 3);
        QCOMPARE(r.leftOff.shownPly, 2);
        QVERIFY(r.leftOff.modified);

        // Clocks: a move writes the times; their ticks do not.
        GameSetup timed = apptest::twoPlayers();
        timed.clock = kClock;
        window->startNewGame(timed);
        QVERIFY(apptest::playTypedMoves(c, {"C1", "A1B1"}));
        QCoreApplication::processEvents();
        const int afterMoves = journal->writes();
        QTest::qWait(700);  // several ticks of the running clock
        QCOMPARE(journal->writes(), afterMoves);
        r = readOnDisk();
        QVERIFY(r.leftOff.clocks.has_value());
        QCOMPARE(r.leftOff.setup.clock, timed.clock);
    }

    // A damaged record: refused with a word in the status bar, kept aside byte for byte, and a
    // new game; never a crash.
    void damagedRecordKeptAside_data() {
        QTest::addColumn<QByteArray>("bytes");
        const QByteArray good = goodRecord();
        QVERIFY(good.contains("2. C2"));
        QTest::newRow("empty") << QByteArray();
        for (int percent : {10, 50, 90})
            QTest::addRow("cut at %d%%", percent) << good.left(good.size() * percent / 100);
        QTest::newRow("cut before the result token") << good.left(good.size() - 2);
        QByteArray garbage(400, '\0');
        QRandomGenerator random(20240611);
        for (char& b : garbage) b = static_cast<char>(random.bounded(256));
        QTest::newRow("random bytes") << garbage;
        QTest::newRow("an illegal move") << QByteArray(good).replace("2. C2", "2. A5");
        QTest::newRow("another version")
            << QByteArray(good).replace("[LastGame \"1\"]", "[LastGame \"7\"]");
        QTest::newRow("a value out of range")
            << QByteArray(good).replace("[Level \"3\"]", "[Level \"99\"]");
        QByteArray plain;
        for (const QByteArray& line : good.split('\n'))
            if (!line.startsWith("[LastGame")) plain += line + '\n';
        QTest::newRow("a saved game, not a record") << plain;
    }
    void damagedRecordKeptAside() {
        QFETCH(QByteArray, bytes);
        writeRecord(bytes);
        const auto window = apptest::openWindow();
        QVERIFY(window);
        QVERIFY(!window->resumeLastGame());
        QVERIFY2(window->statusBar()->currentMessage().contains(
                     QStringLiteral("Your last game could not be read")),
                 qPrintable(window->statusBar()->currentMessage()));
        QCOMPARE(window->session()->game().length(), 0);
        const QStringList aside = damagedFiles();
        QCOMPARE(aside.size(), 1);
        // The whole message (the bar may show it cut at a word) names the file kept aside.
        QVERIFY2(window->statusBar()->toolTip().contains(aside.first()) ||
                     window->statusBar()->currentMessage().contains(aside.first()),
                 qPrintable(window->statusBar()->toolTip()));
        QFile kept(QFileInfo(LastSession::filePath()).dir().filePath(aside.first()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), bytes);
        // The new game takes the record's place at once.
        QCoreApplication::processEvents();
        const LastGameRecord::Reading r = readOnDisk();
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.leftOff.game.length(), 0);
    }

    // The good record the damaged ones came from comes back (the test's control).
    void goodRecordComesBack() {
        writeRecord(goodRecord());
        const auto window = apptest::openWindow();
        QVERIFY(window->resumeLastGame());
        QCOMPARE(window->session()->fullGame().length(), 3);
        QVERIFY(damagedFiles().isEmpty());
    }

    // An older version's record in QSettings is read once when there is no file, then removed.
    void settingsRecordMigrates() {
        games::Game g = games::Game::start(GameKind::BaghChal, RepetitionRule::NoRecurrence, 5);
        g.play(g.findLegalMove("C1"));
        games::SavedGame saved;
        saved.game = g;
        {
            QSettings s;
            s.beginGroup(QStringLiteral("session"));
            s.setValue("record", QString::fromStdString(games::writeSavedGame(saved)));
            s.setValue("shownPly", 1);
            s.setValue("modified", true);
            apptest::twoPlayers().save(s);
            s.endGroup();
        }
        const auto window = apptest::openWindow();
        QVERIFY(window->resumeLastGame());
        QCOMPARE(window->session()->fullGame().length(), 1);
        QCOMPARE(window->session()->game().rule(), RepetitionRule::NoRecurrence);
        QVERIFY(!QSettings().childGroups().contains(QStringLiteral("session")));
        QCoreApplication::processEvents();
        QCOMPARE(readOnDisk().leftOff.game.length(), 1);
    }
};

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    const QString child = qEnvironmentVariable(kChildVariable);
    if (!child.isEmpty()) return runChild(child);
    TestLastGame test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_lastgame.moc"
