// Keyboard-only play: Tab from the board goes round every Tab stop, the toolbar's buttons
// included, and each shows that it has the focus; the OBX box shows the position's record
// again when the player leaves it after an edit that was not loaded; its dialect button says
// what it is.
#include <QAbstractScrollArea>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

#include "AppTest.h"
#include "analysis/AnalysisMode.h"
#include "board/BoardView.h"
#include "dialogs/NewGameDialog.h"
#include "window/KeyboardFocus.h"
#include "window/ObxBox.h"

namespace {

// The widgets Tab visits from `start`, in order, until it comes back (or 80 presses).
QList<QWidget*> tabChain(QWidget* start) {
    QList<QWidget*> chain{start};
    for (int i = 0; i < 80; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget* now = QApplication::focusWidget();
        if (!now || now == start) break;
        chain << now;
    }
    return chain;
}

QString describe(QWidget* w) {
    QString text = w->property("text").toString();
    return QStringLiteral("%1 '%2' (%3)")
        .arg(QString::fromLatin1(w->metaObject()->className()), text, w->objectName());
}

}  // namespace

class TestKeyboard : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> window_;

    void focus(QWidget* w) {
        w->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(w->hasFocus());
    }

private slots:
    void initTestCase() { apptest::useTestSettings(); }
    void init() {
        window_ = apptest::openWindow();
        QVERIFY(window_);
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    }
    void cleanup() { window_.reset(); }

    // Tab from the board reaches every shown toolbar button, after the side panel.
    void tabReachesTheToolbar() {
        QVERIFY(apptest::playTypedMoves(window_->session(), {"C3"}));  // Undo is on
        focus(window_->boardView());
        const QList<QWidget*> chain = tabChain(window_->boardView());
        auto* bar = window_->findChild<QToolBar*>(QStringLiteral("gameToolBar"));
        QVERIFY(bar);
        int buttons = 0;
        for (QAction* a : bar->actions()) {
            QWidget* button = bar->widgetForAction(a);
            if (!button || !button->isVisible() || !button->isEnabled() ||
                !qobject_cast<QToolButton*>(button))
                continue;
            ++buttons;
            QVERIFY2(chain.contains(button), qPrintable(a->text()));
            // The side panel's stops come before the toolbar's.
            QVERIFY(chain.indexOf(window_->obxBox()->edit()) < chain.indexOf(button));
        }
        QVERIFY(buttons >= 4);
        QVERIFY(chain.contains(window_->obxBox()->edit()));
    }

    // Every Tab stop looks different with the focus than without it.
    void everyTabStopShowsFocus() {
        focus(window_->boardView());
        const QList<QWidget*> chain = tabChain(window_->boardView());
        QVERIFY(chain.size() > 5);
        QStringList unmarked;
        for (QWidget* w : chain) {
            focus(w);
            const QImage with = w->grab().toImage();
            // The focus leaves for a widget that is not in the chain.
            window_->setFocus(Qt::OtherFocusReason);
            w->clearFocus();
            QTRY_VERIFY(!w->hasFocus());
            const QImage without = w->grab().toImage();
            if (with == without) unmarked << describe(w);
        }
        QVERIFY2(unmarked.isEmpty(), qPrintable(unmarked.join(QStringLiteral("; "))));
    }

    // In analysis mode too, each control is one Tab stop: Tab leaves the table of the moves'
    // values at once (its rows are walked by the arrows), and comes back round to the board.
    void analysisTableIsOneTabStop() {
        QVERIFY(apptest::playTypedMoves(window_->session(), {"C3"}));
        window_->analysisMode()->setActive(true);
        QTRY_VERIFY_WITH_TIMEOUT(window_->analysisMode()->isSettled(), 20000);
        focus(window_->boardView());
        const QList<QWidget*> chain = tabChain(window_->boardView());
        auto* table = window_->findChild<QWidget*>(QStringLiteral("analysisList"));
        QVERIFY(table);
        QVERIFY(chain.contains(table));
        QCOMPARE(chain.count(table), 1);
        QCOMPARE(QSet<QWidget*>(chain.begin(), chain.end()).size(), chain.size());
        QVERIFY(chain.size() < 40);
    }

    // A dialog opens with its first field in focus (its scrolling body is no Tab stop), so the
    // first key a keyboard player presses acts on something they can see.
    void dialogOpensOnItsFirstField() {
        NewGameDialog dialog(GameSetup{}, window_.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QTRY_VERIFY(dialog.focusWidget() && dialog.focusWidget()->hasFocus());
        QWidget* first = dialog.focusWidget();
        QVERIFY2(!qobject_cast<QAbstractScrollArea*>(first), qPrintable(describe(first)));
        QVERIFY2(qobject_cast<QComboBox*>(first), qPrintable(describe(first)));
        QVERIFY(first->isVisible());
    }

    // The board's ring comes with the focus and goes with it.
    void boardRingFollowsFocus() {
        BoardView* board = window_->boardView();
        focus(board);
        QVERIFY(KeyboardFocus::ringShown(board));
        focus(window_->obxBox()->edit());
        QVERIFY(!KeyboardFocus::ringShown(board));
    }

    // Leaving the OBX box after clearing it, or after a record that would not load, shows the
    // position's record again.
    void obxBoxShowsTheRecordAfterLeaving_data() {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<bool>("enter");
        QTest::newRow("cleared") << QString() << false;
        QTest::newRow("half typed") << QStringLiteral("5/5/2T") << false;
        QTest::newRow("refused with Enter") << QStringLiteral("not a record") << true;
    }
    void obxBoxShowsTheRecordAfterLeaving() {
        QFETCH(QString, typed);
        QFETCH(bool, enter);
        QVERIFY(apptest::playTypedMoves(window_->session(), {"C3"}));
        ObxBox* obx = window_->obxBox();
        QLineEdit* edit = obx->edit();
        const QString record = obx->record();
        QCOMPARE(edit->text(), record);
        focus(edit);
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        if (!typed.isEmpty()) QTest::keyClicks(edit, typed);
        if (enter) {
            QTest::keyClick(edit, Qt::Key_Return);
            QVERIFY(!obx->errorText().isEmpty());
        }
        QCOMPARE(edit->text(), typed);
        QTest::keyClick(edit, Qt::Key_Tab);
        QVERIFY(!edit->hasFocus());
        QCOMPARE(edit->text(), record);
        QVERIFY(!edit->isModified());
        QVERIFY(obx->errorText().isEmpty());
    }

    // The OBX box's dialect button says what it is on its face and to a screen reader, not
    // only in its tooltip (it said "2.0").
    void dialectButtonSaysWhatItIs() {
        QToolButton* dialect = nullptr;
        for (QToolButton* b : window_->obxBox()->findChildren<QToolButton*>())
            if (b->isCheckable()) dialect = b;  // the box's one toggle
        QVERIFY(dialect);
        QVERIFY2(dialect->text().contains(QStringLiteral("OBX")), qPrintable(dialect->text()));
        QVERIFY(dialect->accessibleName().contains(QStringLiteral("OBX 2.0")));
    }
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
