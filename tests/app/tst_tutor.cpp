// The tutor (New Game ▸ Tutor), in both games, on positions the shipped data decides (a
// sliding-phase Bagh-Chal position of the endgame database; Lambs and Tigers under the
// every-goat rule, which the shipped book holds whole): a move that throws the draw away is held
// and warned about in the bar, a move that keeps it is played at once; Take It Back (Alt+B,
// Escape) leaves the position as it was and gives the board the keys back; Play It Anyway
// (Alt+P) plays it; a move made before the values arrived is played without a word; off by
// default (the setup, New Game's check box); silent against a seat that refuses help (a person
// elsewhere); the warnings counted in Statistics.
#include <QCheckBox>
#include <QLineEdit>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

#include "AppTest.h"
#include "TestEnv.h"
#include "board/BoardView.h"
#include "dialogs/NewGameDialog.h"
#include "dialogs/StatisticsDialog.h"
#include "files/LastGameRecord.h"
#include "files/PlayerRecord.h"
#include "play/Tutor.h"
#include "play/TutorBar.h"
#include "session/GameSession.h"
#include "session/PersonSeat.h"
#include "window/Language.h"
#include "window/SidePanel.h"

using namespace bagh;
namespace games = bagh::games;

Q_DECLARE_METATYPE(bagh::games::GameKind)

namespace {

int waitMs(int ms) { return static_cast<int>(ms * testenv::timeoutScale()); }

// A position of `kind` the shipped data decides, with the person to move holding a draw:
// `losing` throws it away, `drawing` keeps it; `loses` is the warning's words.
struct Case {
    GameKind kind;
    const char* losing;
    const char* drawing;
    const char* loses;
};

Case caseOf(GameKind kind) {
    // Bagh-Chal: goats to move, three goats taken (the shipped puzzle s2025-0002: B1A1 alone
    // holds the draw). Lambs: the tigers to move after 11 0-2 6; 4-0 shuts a tiger in.
    return kind == GameKind::BaghChal ? Case{kind, "D5C5", "B1A1", "lets the tigers win"}
                                      : Case{kind, "4-0", "4-10", "lets the goats win"};
}

// Two players at this screen with the tutor on, at the case's position, its values arrived.
bool setUp(MainWindow* w, GameKind kind, bool tutor = true) {
    GameSetup setup = apptest::twoPlayers();
    setup.tutor = tutor;
    setup.setRules(kind == GameKind::BaghChal ? games::GameRules{}
                                              : games::GameRules::lambs(games::kLambsEveryGoat));
    w->startNewGame(setup);
    if (kind == GameKind::BaghChal) {
        if (!apptest::loadPosition(w, "1GGGG/TGGGG/1GGGG/TGGTG/1T1GG g g0 c3 mA1A2 94"))
            return false;
    } else if (!apptest::playTypedMoves(w->session(), {"11", "0-2", "6"})) {
        return false;
    }
    if (!tutor) return true;
    if (!QTest::qWaitFor([w] { return w->tutor()->ready(); }, waitMs(5000))) {
        qWarning("the tutor's values never arrived");
        return false;
    }
    return true;
}

// A window set up as setUp() does, active (the keys go to it); null when it could not be.
std::unique_ptr<MainWindow> activeWindowAt(GameKind kind) {
    auto w = apptest::openWindow();
    if (!w || !setUp(w.get(), kind)) return nullptr;
    w->activateWindow();
    if (!QTest::qWaitForWindowActive(w.get())) return nullptr;
    return w;
}

games::Move moveOf(MainWindow* w, const char* text) {
    return w->session()->game().findLegalMove(text);
}

}  // namespace

class TestTutor : public QObject {
    Q_OBJECT

private slots:
    void init() { apptest::useTestSettings(); }

    void bothGames_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::newRow("baghchal") << GameKind::BaghChal;
        QTest::newRow("lambs") << GameKind::Lambs;
    }

    // A losing click is held and warned about; Take It Back by its key leaves the position and
    // gives the board the keys back; the drawing move is played at once, without a word.
    void warnsBeforeALosingMoveOnly_data() { bothGames_data(); }
    void warnsBeforeALosingMoveOnly() {
        QFETCH(GameKind, kind);
        const Case c = caseOf(kind);
        auto w = activeWindowAt(kind);
        QVERIFY(w);
        GameSession* s = w->session();
        const int length = s->game().length();
        const std::uint64_t key = s->game().current().key();
        QSignalSpy warned(w->tutor(), &Tutor::warned);
        const QRect boardAt = w->boardView()->geometry();

        apptest::clickMove(w->boardView(), moveOf(w.get(), c.losing));
        QCOMPARE(warned.count(), 1);
        // The bar lies over the board's top edge: the board stays where it was, so a quick
        // second click lands where it was aimed.
        QTest::qWait(50);
        QCOMPARE(w->boardView()->geometry(), boardAt);
        QCOMPARE(s->game().length(), length);
        QVERIFY(w->tutorBar()->isVisible());
        QVERIFY2(w->tutorBar()->warning().contains(c.loses), qPrintable(w->tutorBar()->warning()));
        // The safe answer has the focus, and the screen reader hears why.
        QCOMPARE(QApplication::focusWidget(), w->tutorBar()->takeBackButton());
        QCOMPARE(w->tutorBar()->takeBackButton()->accessibleDescription(),
                 w->tutorBar()->warning());

        // A button's shortcut clicks it after a short flash (animateClick).
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_B, Qt::AltModifier);
        QTRY_VERIFY(!w->tutor()->holding());
        QVERIFY(!w->tutorBar()->isVisible());
        QCOMPARE(s->game().length(), length);
        QCOMPARE(s->game().current().key(), key);
        QCOMPARE(QApplication::focusWidget(), w->boardView());

        apptest::clickMove(w->boardView(), moveOf(w.get(), c.drawing));
        QCOMPARE(warned.count(), 1);
        QVERIFY(!w->tutorBar()->isVisible());
        QCOMPARE(s->game().length(), length + 1);
    }

    // Play It Anyway (Alt+P) plays the held move; Escape in the bar takes one back.
    void playItAnywayAndEscape_data() { bothGames_data(); }
    void playItAnywayAndEscape() {
        QFETCH(GameKind, kind);
        const Case c = caseOf(kind);
        auto w = activeWindowAt(kind);
        QVERIFY(w);
        GameSession* s = w->session();
        const int length = s->game().length();
        const games::Move losing = moveOf(w.get(), c.losing);

        apptest::clickMove(w->boardView(), losing);
        QVERIFY(w->tutor()->holding());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QVERIFY(!w->tutor()->holding());
        QCOMPARE(s->game().length(), length);

        apptest::clickMove(w->boardView(), losing);
        QVERIFY(w->tutor()->holding());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_P, Qt::AltModifier);
        QTRY_VERIFY(!w->tutorBar()->isVisible());
        QCOMPARE(s->game().length(), length + 1);
        QCOMPARE(s->game().lastMove(), losing);
        QCOMPARE(QApplication::focusWidget(), w->boardView());
    }

    // A typed move goes through the tutor as a clicked one does, and the focus goes back to the
    // move box after the answer.
    void typedMoveIsWarnedToo() {
        auto w = activeWindowAt(GameKind::BaghChal);
        QVERIFY(w);
        const int length = w->session()->game().length();
        QLineEdit* box = w->sidePanel()->moveEntry();
        box->setFocus();
        QTest::keyClicks(box, QStringLiteral("d5c5"));
        QTest::keyClick(box, Qt::Key_Return);
        QVERIFY(w->tutor()->holding());
        QCOMPARE(w->session()->game().length(), length);
        QVERIFY(box->text().isEmpty());
        QCOMPARE(QApplication::focusWidget(), w->tutorBar()->takeBackButton());
        QTest::keyClick(w->tutorBar()->takeBackButton(), Qt::Key_Return);
        QVERIFY(!w->tutorBar()->isVisible());
        QCOMPARE(QApplication::focusWidget(), box);
    }

    // Before the values have arrived a move is played as usual (nothing waits for the engine).
    void noWarningBeforeTheValues() {
        auto w = apptest::openWindow();
        QVERIFY(w);
        GameSetup setup = apptest::twoPlayers();
        setup.tutor = true;
        w->startNewGame(setup);
        // No event is processed between the load and the move: the answer cannot be here yet.
        QVERIFY(apptest::loadPosition(w.get(), "1GGGG/TGGGG/1GGGG/TGGTG/1T1GG g g0 c3"));
        QVERIFY(!w->tutor()->ready());
        QVERIFY(!w->tutor()->holds(moveOf(w.get(), "D5C5")));
    }

    // Off unless chosen: the setup's default, New Game's check box, and no warning then.
    void offByDefault() {
        QVERIFY(!GameSetup().tutor);
        QSettings settings;
        QVERIFY(!GameSetup::load(settings).tutor);
        NewGameDialog dialog(GameSetup::load(settings));
        auto* box = dialog.findChild<QCheckBox*>();
        QCheckBox* tutorBox = nullptr;
        for (QCheckBox* b : dialog.findChildren<QCheckBox*>())
            if (b->text().startsWith(QStringLiteral("Tutor"))) tutorBox = b;
        QVERIFY(box && tutorBox);
        QVERIFY(!tutorBox->isChecked());
        tutorBox->setChecked(true);
        GameSetup chosen = dialog.setup();
        QVERIFY(chosen.tutor);
        chosen.save(settings);
        QVERIFY(GameSetup::load(settings).tutor);

        auto w = apptest::openWindow();
        QVERIFY(w);
        QVERIFY(setUp(w.get(), GameKind::BaghChal, false));
        QVERIFY(!w->tutor()->serves());
        const int length = w->session()->game().length();
        apptest::clickMove(w->boardView(), moveOf(w.get(), "D5C5"));
        QCOMPARE(w->session()->game().length(), length + 1);
        QVERIFY(!w->tutorBar()->isVisible());
    }

    // The tutor comes back with the game left off (the next start), off when it was off.
    void comesBackWithTheGameLeftOff() {
        for (const bool on : {true, false}) {
            LastGameRecord::LeftOff left;
            left.setup.tutor = on;
            const LastGameRecord::Reading back = LastGameRecord::read(LastGameRecord::write(left));
            QVERIFY2(back.ok, qPrintable(back.error));
            QCOMPARE(back.leftOff.setup.tutor, on);
        }
    }

    // Against a seat that allows no help (a person on another computer) the tutor is silent.
    void silentAgainstASeatThatRefusesHelp() {
        struct Elsewhere : Seat {
            QString name() const override { return QStringLiteral("Sita"); }
            bool allowsHelp() const override { return false; }
        };
        auto w = apptest::openWindow();
        QVERIFY(w);
        QVERIFY(setUp(w.get(), GameKind::BaghChal));
        QVERIFY(w->tutor()->serves());
        w->session()->seatPlayers(new PersonSeat(QStringLiteral("You")), new Elsewhere);
        QVERIFY(!w->tutor()->serves());
        QVERIFY(!w->tutor()->holds(moveOf(w.get(), "D5C5")));
    }

    // Alt+B and Alt+P are no access key of the menu bar, nor any other key of the window, in
    // either language.
    void keysAreFree_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("english") << QStringLiteral("en");
        QTest::newRow("nepali") << QStringLiteral("ne");
    }
    void keysAreFree() {
        QFETCH(QString, language);
        apptest::resetLanguage();
        if (language != QLatin1String("en"))
            QVERIFY(Language::install(*QCoreApplication::instance(), language));
        auto window = apptest::openWindow();
        QVERIFY(window);
        MainWindow& w = *window;
        const QList<QKeySequence> ours = {w.tutorBar()->takeBackButton()->shortcut(),
                                          w.tutorBar()->playAnywayButton()->shortcut()};
        QCOMPARE(ours, (QList<QKeySequence>{QKeySequence(Qt::ALT | Qt::Key_B),
                                            QKeySequence(Qt::ALT | Qt::Key_P)}));
        QStringList clashes;
        for (const QAction* a : w.menuBar()->actions())
            if (ours.contains(QKeySequence::mnemonic(a->text()))) clashes << a->text();
        for (const QAction* a : w.findChildren<QAction*>())
            for (const QKeySequence& k : a->shortcuts())
                if (ours.contains(k)) clashes << a->text();
        for (const QAbstractButton* b : w.findChildren<QAbstractButton*>())
            if (b != w.tutorBar()->takeBackButton() && b != w.tutorBar()->playAnywayButton() &&
                ours.contains(b->shortcut()))
                clashes << b->text();
        apptest::resetLanguage();
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
    }

    // Every warning counts in Statistics, and each move taken back after one.
    void warningsCountInStatistics() {
        auto w = apptest::openWindow();
        QVERIFY(w);
        QVERIFY(setUp(w.get(), GameKind::BaghChal));
        const games::Move losing = moveOf(w.get(), "D5C5");
        apptest::clickMove(w->boardView(), losing);
        w->tutor()->takeBack();
        apptest::clickMove(w->boardView(), losing);
        w->tutor()->playAnyway();
        QSettings settings;
        const PlayerRecord record = PlayerRecord::load(settings);
        QCOMPARE(record.tutorWarnings(), 2);
        QCOMPARE(record.tutorTakenBack(), 1);
        StatisticsDialog dialog;
        QCOMPARE(
            dialog.tutorText(),
            StatisticsDialog::tr("Warnings from the tutor: %1. Moves taken back after one: %2.")
                .arg(QLocale().toString(2), QLocale().toString(1)));
        QVERIFY(dialog.resetButton()->isEnabled());
    }
};

QTEST_MAIN(TestTutor)
#include "tst_tutor.moc"
