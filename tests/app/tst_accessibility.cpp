// What a screen reader is given, checked through Qt's accessibility interfaces (the ones the
// AT-SPI bridge serves): the board and each of its points named with what stands there, in both
// games; the keyboard cursor's point focused; the turn word's name announcing each move; and a
// name for every control of the main window and of each dialog, shown or not. The events that
// carry the changes to a reader need a platform with an accessibility bridge, which the
// offscreen platform lacks: the AT-SPI test (tests/a11y/, label a11y) hears them on the bus.
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QSignalSpy>
#include <QStatusBar>
#include <QtTest>

#include "AppTest.h"
#include "board/BoardAccessible.h"
#include "board/BoardView.h"
#include "dialogs/NetworkDialog.h"
#include "dialogs/NewGameDialog.h"
#include "dialogs/PositionSetupDialog.h"
#include "dialogs/RulesDialog.h"
#include "dialogs/StatisticsDialog.h"
#include "engine/games/GameTypes.h"
#include "puzzles/PuzzleDialog.h"
#include "session/GameSession.h"
#include "solve/SolveDialog.h"
#include "speech/ScreenReaderNotice.h"
#include "tutorial/TutorialDialog.h"
#include "window/SidePanel.h"

using namespace bagh::games;

namespace {

QAccessibleInterface* boardInterface(BoardView* board) {
    return QAccessible::queryAccessibleInterface(board);
}

// The named points of the board's interface, in its order.
QStringList pointNames(BoardView* board) {
    QStringList names;
    QAccessibleInterface* iface = boardInterface(board);
    for (int i = 0; i < iface->childCount(); ++i) {
        QAccessibleInterface* c = iface->child(i);
        if (c && c->role() == QAccessible::Button && !c->object())
            names << c->text(QAccessible::Name);
    }
    return names;
}

bool isControl(QAccessible::Role role) {
    switch (role) {
        case QAccessible::Button:
        case QAccessible::CheckBox:
        case QAccessible::RadioButton:
        case QAccessible::EditableText:
        case QAccessible::Table:
        case QAccessible::Tree:
        case QAccessible::List:
        case QAccessible::ComboBox:
        case QAccessible::SpinBox:
        case QAccessible::Slider:
            return true;
        default:
            return false;
    }
}

// Every control under `iface` without a name: its class, object name and where it sits.
void collectUnnamed(QAccessibleInterface* iface, QStringList& out, int depth = 0) {
    if (!iface || depth > 40) return;
    if (isControl(iface->role()) && iface->text(QAccessible::Name).trimmed().isEmpty()) {
        QObject* o = iface->object();
        QString parent;
        for (QObject* p = o ? o->parent() : nullptr; p && parent.isEmpty(); p = p->parent())
            parent = p->objectName();
        out << QStringLiteral("%1 '%2' (role %3, under '%4')")
                   .arg(o ? QString::fromLatin1(o->metaObject()->className()) : QStringLiteral("?"),
                        o ? o->objectName() : QString())
                   .arg(int(iface->role()))
                   .arg(parent);
    }
    // A table's cells are its data, named by it, and a combo box's list its items: not controls.
    const QAccessible::Role role = iface->role();
    if (role == QAccessible::Table || role == QAccessible::List || role == QAccessible::ComboBox)
        return;
    for (int i = 0; i < iface->childCount(); ++i) collectUnnamed(iface->child(i), out, depth + 1);
}

QStringList unnamedControls(QWidget* root) {
    QStringList out;
    collectUnnamed(QAccessible::queryAccessibleInterface(root), out);
    return out;
}

}  // namespace

class TestAccessibility : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> window_;

private slots:
    void initTestCase() { apptest::useTestSettings(); }
    void init() {
        window_ = apptest::openWindow();
        QVERIFY(window_);
    }
    void cleanup() { window_.reset(); }

    // Bagh-Chal's 25 points, named from A1 in its numbering, with what stands on each.
    void baghChalBoardIsNamed() {
        BoardView* board = window_->boardView();
        QAccessibleInterface* iface = boardInterface(board);
        QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Board, goats to move"));
        QVERIFY(!iface->text(QAccessible::Description).isEmpty());
        const QStringList names = pointNames(board);
        QCOMPARE(names.size(), 25);
        QCOMPARE(names[0], QStringLiteral("A1, tiger"));
        QCOMPARE(names[1], QStringLiteral("B1, empty"));
        QCOMPARE(names[12], QStringLiteral("C3, empty"));
        QCOMPARE(names[24], QStringLiteral("E5, tiger"));
        // A point's interface is one object: its parent is the board, and the board finds it.
        QAccessibleInterface* c3 = iface->child(12);
        QCOMPARE(c3, iface->child(12));
        QCOMPARE(c3->parent(), iface);
        QCOMPARE(iface->indexOfChild(c3), 12);
        QVERIFY(c3->rect().contains(board->mapToGlobal(board->pointCenter(12).toPoint())));
        QCOMPARE(iface->childAt(c3->rect().center().x(), c3->rect().center().y()), c3);
    }

    // A move renames the points it changed, and the board; the same interfaces stay.
    void aMoveRenamesItsPoints() {
        BoardView* board = window_->boardView();
        QAccessibleInterface* c3 = boardInterface(board)->child(12);
        QVERIFY(apptest::playTypedMoves(window_->session(), {"C3", "A1B1"}));
        QCOMPARE(c3->text(QAccessible::Name), QStringLiteral("C3, goat"));
        const QStringList names = pointNames(board);
        QCOMPARE(names[0], QStringLiteral("A1, empty"));
        QCOMPARE(names[1], QStringLiteral("B1, tiger"));
        QCOMPARE(boardInterface(board)->text(QAccessible::Name),
                 QStringLiteral("Board, goats to move"));
    }

    // A selected tiger says so, and where it can go says "move here"; a goat a tiger can take
    // says so, and so does the point the jump lands on.
    void selectionAndThreatsAreNamed() {
        BoardView* board = window_->boardView();
        QVERIFY(apptest::playTypedMoves(window_->session(), {"B1"}));
        QStringList names = pointNames(board);
        QCOMPARE(names[1], QStringLiteral("B1, goat, a tiger can jump over it"));
        QCOMPARE(names[2], QStringLiteral("C1, empty, a tiger can jump here"));
        apptest::clickPoint(board, "E1");
        names = pointNames(board);
        QCOMPARE(names[4], QStringLiteral("E1, tiger, selected"));
        QCOMPARE(names[3], QStringLiteral("D1, empty, move here"));
        apptest::clickPoint(board, "A1");
        QCOMPARE(pointNames(board)[2],
                 QStringLiteral("C1, empty, capture here, a tiger can jump here"));
    }

    // The keyboard cursor's point has the focus while the board has it, and only then.
    void theCursorHasTheFocus() {
        BoardView* board = window_->boardView();
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        board->setFocus(Qt::OtherFocusReason);
        QTRY_VERIFY(board->hasFocus());
        board->setCursorPoint(7);
        QAccessibleInterface* iface = boardInterface(board);
        QVERIFY(iface->child(7)->state().focused);
        QVERIFY(!iface->child(8)->state().focused);
        QCOMPARE(iface->focusChild(), iface->child(7));
        window_->sidePanel()->moveEntry()->setFocus();
        QTRY_VERIFY(!board->hasFocus());
        QVERIFY(!iface->child(7)->state().focused);
    }

    // An assistive tool's press on a point does what Space on it does: here, place a goat.
    void pressingAPointPlaysThere() {
        BoardView* board = window_->boardView();
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        QAccessibleInterface* c3 = boardInterface(board)->child(12);
        QAccessibleActionInterface* action = c3->actionInterface();
        QVERIFY(action);
        QVERIFY(action->actionNames().contains(QAccessibleActionInterface::pressAction()));
        action->doAction(QAccessibleActionInterface::pressAction());
        QCOMPARE(board->cursorPoint(), 12);
        QCOMPARE(c3->text(QAccessible::Name), QStringLiteral("C3, goat"));
        QCOMPARE(window_->session()->game().length(), 1);
    }

    // Why a click did nothing is said once: the status bar's message, which the narrator
    // speaks; the note over the board showing the same words is not on the bus (a reader
    // taking the focus to the board read it with the board, and then the message again).
    void aClickRefusedIsSaidOnce() {
        BoardView* board = window_->boardView();
        QVERIFY(apptest::playTypedMoves(window_->session(), {"C3"}));  // the tigers to move
        apptest::clickPoint(board, "B2");  // empty: a tiger is to be picked up first
        const QString why = window_->statusBar()->currentMessage();
        QVERIFY(!why.isEmpty());
        QWidget* note = board->findChild<QWidget*>(QStringLiteral("boardNote"));
        QVERIFY(note && note->isVisible());
        QAccessibleInterface* iface = boardInterface(board);
        QStringList children;
        for (int i = 0; i < iface->childCount(); ++i) {
            QAccessibleInterface* c = iface->child(i);
            QVERIFY(c);
            QCOMPARE(iface->indexOfChild(c), i);
            children << c->text(QAccessible::Name);
        }
        QVERIFY2(!children.contains(why), qPrintable(children.join(QLatin1Char('|'))));
        const QPoint at = note->mapToGlobal(note->rect().center());
        QAccessibleInterface* under = iface->childAt(at.x(), at.y());
        QVERIFY(!under || under->text(QAccessible::Name) != why);
    }

    // A combo box says its choice to a reader: in its description, read as the focus comes
    // (before the tooltip it had), and, changed by a key while it has the focus, as a message
    // of the main window's notice (a changed description is not spoken; Qt 6.4 gives Orca no
    // other way to read a closed combo box's choice). A choice in the open list is not told
    // again (the reader read it there).
    void aComboBoxSaysItsChoice() {
        window_->activateWindow();
        NewGameDialog dialog(window_->session()->setup(), window_.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QComboBox* gameBox = nullptr;  // the game's choice
        for (QComboBox* c : dialog.findChildren<QComboBox*>())
            if (c->currentText().startsWith(QStringLiteral("Bagh-Chal"))) gameBox = c;
        QVERIFY(gameBox && gameBox->isEnabled());
        const QString lambs = gameBox->itemText(1);
        QCOMPARE(gameBox->accessibleDescription(), gameBox->currentText());
        // One with a tooltip keeps it after its choice.
        for (QComboBox* c : dialog.findChildren<QComboBox*>())
            if (c->isVisible() && !c->toolTip().isEmpty())
                QCOMPARE(c->accessibleDescription(),
                         c->currentText() + QStringLiteral(". ") + c->toolTip());

        auto* notice =
            window_->findChild<ScreenReaderNotice*>(QString(), Qt::FindDirectChildrenOnly);
        QVERIFY(notice);
        QSignalSpy sent(notice, &ScreenReaderNotice::sent);
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        gameBox->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(gameBox->hasFocus());
        QTest::keyClick(gameBox, Qt::Key_Down);
        QCOMPARE(gameBox->currentText(), lambs);
        QCOMPARE(gameBox->accessibleDescription(), lambs);
        QTRY_VERIFY(sent.contains(QVariantList{lambs}));
        // Changed where the player is not (the program's own doing): nothing said.
        sent.clear();
        gameBox->clearFocus();
        gameBox->setCurrentIndex(0);
        QTest::qWait(50);
        QVERIFY(sent.isEmpty());
    }

    // Lambs and Tigers' board has 23 points; going back to Bagh-Chal brings 25 again.
    void lambsBoardIsNamed() {
        GameSetup setup = apptest::twoPlayers();
        setup.game = GameKind::Lambs;
        window_->startNewGame(setup);
        BoardView* board = window_->boardView();
        const QStringList names = pointNames(board);
        QCOMPARE(names.size(), 23);
        QVERIFY2(names[0].endsWith(QStringLiteral(", tiger")), qPrintable(names[0]));
        QCOMPARE(names, BoardAccessible::pointNames(*board));
        window_->startNewGame(apptest::twoPlayers());
        QCOMPARE(pointNames(board).size(), 25);
    }

    // The turn word's name says each move played and whose turn it is; its text stays short.
    void theTurnWordAnnouncesMoves() {
        QLabel* word = window_->sidePanel()->turnWord();
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(word);
        QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Goats to move."));
        QVERIFY(apptest::playTypedMoves(window_->session(), {"C3"}));
        QCOMPARE(iface->text(QAccessible::Name),
                 QStringLiteral("Goats played C3. Tigers to move."));
        QVERIFY(apptest::playTypedMoves(window_->session(), {"A1B1"}));
        QCOMPARE(iface->text(QAccessible::Name),
                 QStringLiteral("Tigers played A1–B1. Goats to move."));
        QCOMPARE(word->text(), QStringLiteral("Goats to move"));
        // Undo (two players: one move) shows an earlier position: only whose turn it is.
        window_->session()->undoTurn();
        QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Tigers to move."));
    }

    void mainWindowControlsAreNamed() {
        const QStringList unnamed = unnamedControls(window_.get());
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral("\n"))));
    }

    void dialogControlsAreNamed_data() {
        QTest::addColumn<int>("which");
        const char* names[] = {"new game", "network",    "position setup", "puzzles",
                               "rules",    "statistics", "tutorial",       "solve"};
        for (int i = 0; i < 8; ++i) QTest::newRow(names[i]) << i;
    }
    void dialogControlsAreNamed() {
        QFETCH(int, which);
        std::unique_ptr<QWidget> dialog;
        MainWindow* w = window_.get();
        switch (which) {
            case 0:
                dialog = std::make_unique<NewGameDialog>(w->session()->setup(), w);
                break;
            case 1:
                dialog = std::make_unique<NetworkDialog>(w->networkPlay(), w);
                break;
            case 2:
                dialog = std::make_unique<PositionSetupDialog>(w->session()->game().current(), w);
                break;
            case 3:
                dialog = std::make_unique<PuzzleDialog>(w->session(), w);
                break;
            case 4:
                dialog = std::make_unique<RulesDialog>(w);
                break;
            case 5:
                dialog = std::make_unique<StatisticsDialog>(w);
                break;
            case 6:
                dialog = std::make_unique<TutorialDialog>(w);
                break;
            default:
                dialog = std::make_unique<SolveDialog>(w);
                break;
        }
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        const QStringList unnamed = unnamedControls(dialog.get());
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral("\n"))));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
