// Position setup: the dialog builds positions with clicks and fields, and checks them with the
// engine's OBX reader, whose messages name the field at fault; the OBX box under the side
// panel loads typed records and refuses bad ones without touching the game.
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

#include "AppTest.h"
#include "board/SetupBoard.h"
#include "core/Obx.h"
#include "core/Tables.h"
#include "dialogs/PositionSetupDialog.h"
#include "session/GameController.h"
#include "window/MainWindow.h"
#include "window/ObxBox.h"

using namespace bagh;

class TestPositionSetup : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { apptest::useTestSettings(); }

    void typedRecords_data() {
        QTest::addColumn<QString>("obx");
        QTest::addColumn<QString>("field");  // empty: accepted
        QTest::newRow("start") << "T3T/5/5/5/T3T g g20 c0"
                               << "";
        QTest::newRow("v2") << "TXXXT/XGXXX/XXXXX/XXXXX/TXXXT t c0 mB2 #g1"
                            << "";
        QTest::newRow("captured") << "T3T/5/5/5/T3T g g20 c9"
                                  << "captured";
        QTest::newRow("turn") << "T3T/5/5/5/T3T x g20 c0"
                              << "turn";
        QTest::newRow("pieces") << "T3T/5/5/5 g g20 c0"
                                << "pieces";
        QTest::newRow("goats") << "T3T/5/5/5/T3T g g19 c0"
                               << "goats";
    }

    void typedRecords() {
        QFETCH(QString, obx);
        QFETCH(QString, field);
        PositionSetupDialog dialog(Position::start());
        const QString before = dialog.record();
        dialog.obxEdit()->setFocus();
        dialog.obxEdit()->clear();
        QTest::keyClicks(dialog.obxEdit(), obx);
        QTest::keyClick(dialog.obxEdit(), Qt::Key_Return);
        if (field.isEmpty()) {
            QVERIFY2(dialog.isValid(), qPrintable(dialog.errorText()));
            QCOMPARE(parseObx(dialog.record().toStdString()).record.position.key(),
                     parseObx(obx.toStdString()).record.position.key());
        } else {
            QVERIFY(!dialog.isValid());
            QVERIFY2(dialog.errorText().startsWith(field + QStringLiteral(": ")),
                     qPrintable(dialog.errorText()));
        }
    }

    // A record typed without Enter is what Start starts: the board follows the box as soon as
    // the text reads, and Start is off while it does not (a half-typed record).
    void typedRecordWithoutEnter() {
        PositionSetupDialog dialog(Position::start());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* start = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        const QString obx = QStringLiteral("TGGGT/GG3/GGG2/5/T3T g g12 c0");
        dialog.obxEdit()->setFocus();
        dialog.obxEdit()->selectAll();
        QTest::keyClicks(dialog.obxEdit(),
                         obx.left(obx.size() - 4));  // "... g g1": 9 goats, not 20
        QVERIFY(!dialog.isValid());
        QVERIFY(!start->isEnabled());
        QVERIFY(!dialog.errorText().isEmpty());
        QTest::keyClicks(dialog.obxEdit(), obx.right(4));
        QVERIFY2(dialog.isValid(), qPrintable(dialog.errorText()));
        QVERIFY(start->isEnabled());
        QCOMPARE(dialog.obxEdit()->text(), obx);  // left as typed
        QCOMPARE(dialog.obxEdit()->cursorPosition(), obx.size());
        QCOMPARE(parseObx(dialog.record().toStdString()).record.position.key(),
                 parseObx(obx.toStdString()).record.position.key());
        QCOMPARE(dialog.inHandBox()->value(), 12);
        QTest::mouseClick(start, Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    // Clicks on the board: a fifth tiger is refused by the reader; removing it makes the
    // position valid again, goats in hand follow the goats put down.
    void boardClicks() {
        PositionSetupDialog dialog(Position::start());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        SetupBoard* board = dialog.board();
        apptest::clickPoint(board, "C3");
        QCOMPARE(dialog.inHandBox()->value(), 19);
        QVERIFY(dialog.isValid());
        board->setTool(SetupBoard::Tool::Tiger);
        apptest::clickPoint(board, "B2");
        QVERIFY(!dialog.isValid());
        QVERIFY2(dialog.errorText().startsWith(QStringLiteral("pieces: ")),
                 qPrintable(dialog.errorText()));
        apptest::clickPoint(board, "B2", Qt::RightButton);
        QVERIFY(dialog.isValid());
        dialog.capturedBox()->setValue(2);
        QCOMPARE(dialog.inHandBox()->value(), 17);
        QCOMPARE(dialog.record(), QStringLiteral("T3T/5/2G2/5/T3T g g17 c2 - 0"));
        // With BAGHCHAL_SHOTS=DIR set, leave a picture of the dialog there (for review).
        if (!qEnvironmentVariableIsEmpty("BAGHCHAL_SHOTS")) {
            board->setTool(SetupBoard::Tool::Tiger);
            apptest::clickPoint(board, "B2");
            apptest::shot(&dialog, "setup.png");
        }
    }

    void obxBoxLoadsAndRefuses() {
        const std::unique_ptr<MainWindow> window = apptest::openWindow();
        QVERIFY(window);
        ObxBox* box = window->obxBox();
        QCOMPARE(box->edit()->text(), QStringLiteral("T3T/5/5/5/T3T g g20 c0 - 0"));
        box->dialectButton()->click();
        QCOMPARE(box->edit()->text(), QStringLiteral("TXXXT/XXXXX/XXXXX/XXXXX/TXXXT g c0 - #"));
        box->dialectButton()->click();

        const std::uint64_t key = window->controller()->game().current().key();
        box->edit()->setFocus();
        box->edit()->selectAll();
        QTest::keyClicks(box->edit(), QStringLiteral("T3T/5/5/5/T3T g g20 c7"));
        QTest::keyClick(box->edit(), Qt::Key_Return);
        QVERIFY2(box->errorText().contains(QStringLiteral("captured: ")),
                 qPrintable(box->errorText()));
        QCOMPARE(window->controller()->game().current().key(), key);

        box->edit()->selectAll();
        QTest::keyClicks(box->edit(), QStringLiteral("T1G1T/5/5/5/T3T t g19 c0 mC1 1"));
        QTest::keyClick(box->edit(), Qt::Key_Return);
        QVERIFY(box->errorText().isEmpty());
        QCOMPARE(window->controller()->game().current().goatsInHand(), 19);
        QCOMPARE(window->controller()->lastMove().toString(), std::string("C1"));
        QCOMPARE(box->edit()->text(), QStringLiteral("T1G1T/5/5/5/T3T t g19 c0 mC1 1"));
    }
};

QTEST_MAIN(TestPositionSetup)
#include "tst_positionsetup.moc"
