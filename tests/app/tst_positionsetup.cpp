// Position setup: the dialog builds positions with clicks and fields, and checks them with the
// engine's OBX reader, whose errors reach the player in the player's words (EngineWords), never
// the engine's English; the OBX box under the side panel loads typed records and refuses bad
// ones without touching the game. The spin boxes show their arrows under the app's style.
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QStyleOptionSpinBox>
#include <QTest>
#include <QToolButton>
#include <QTranslator>

#include "AppTest.h"
#include "board/SetupBoard.h"
#include "dialogs/PositionSetupDialog.h"
#include "engine/core/Obx.h"
#include "engine/core/Tables.h"
#include "session/EngineWords.h"
#include "session/GameController.h"
#include "window/AppStyle.h"
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
            const ObxError error = parseObx(obx.toStdString()).error;
            QCOMPARE(QString::fromStdString(error.field), field);
            QVERIFY(error.code != ObxErrorCode::Other);
            // The player's words, not the engine's "field: reason".
            QCOMPARE(dialog.errorText(), EngineWords::obxError(error));
            QVERIFY2(!dialog.errorText().contains(QString::fromStdString(error.reason)),
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
        const ObxError fiveTigers = parseObx(dialog.record().toStdString()).error;
        QCOMPARE(fiveTigers.code, ObxErrorCode::TigerCount);
        QCOMPARE(fiveTigers.n[0], 5);
        QCOMPARE(dialog.errorText(), EngineWords::obxError(fiveTigers));
        QVERIFY2(!dialog.errorText().contains(QStringLiteral("expected exactly")) &&
                     !dialog.errorText().startsWith(QStringLiteral("pieces")),
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
        const ObxError c7 = parseObx("T3T/5/5/5/T3T g g20 c7").error;
        QVERIFY2(box->errorText().contains(EngineWords::obxError(c7)),
                 qPrintable(box->errorText()));
        QVERIFY2(!box->errorText().contains(QString::fromStdString(c7.message())),
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

    // Every kind of OBX error becomes a text of the translation (a translator that marks what
    // it translates stands in for Nepali), with the numbers and the text at fault in it and
    // none of the engine's English.
    void everyObxErrorIsTranslated_data() {
        QTest::addColumn<int>("code");
        for (int c = int(ObxErrorCode::TooLong); c <= int(ObxErrorCode::GoatCount); ++c)
            QTest::addRow("code %d", c) << c;
    }
    void everyObxErrorIsTranslated() {
        QFETCH(int, code);
        // Marks every text of the context it is asked for.
        class Marker : public QTranslator {
        public:
            QString translate(const char* context, const char* source, const char*,
                              int) const override {
                if (qstrcmp(context, "EngineWords") != 0) return {};
                return QStringLiteral("«") + QString::fromUtf8(source) + QStringLiteral("»");
            }
            bool isEmpty() const override { return false; }
        } marker;
        QVERIFY(QCoreApplication::installTranslator(&marker));
        ObxError e;
        e.field = "engine field";
        e.reason = "engine reason";
        e.code = static_cast<ObxErrorCode>(code);
        e.n[0] = 7, e.n[1] = 8, e.n[2] = 9;
        e.text = "q!";
        const QString words = EngineWords::obxError(e);
        QCoreApplication::removeTranslator(&marker);
        QVERIFY2(words.startsWith(QStringLiteral("«")), qPrintable(words));
        QVERIFY2(!words.contains(QStringLiteral("engine")), qPrintable(words));
        QVERIFY2(!words.contains(QStringLiteral("%")), qPrintable(words));  // every argument used
        // Without a code (another format's error), the engine's message is all there is.
        e.code = ObxErrorCode::Other;
        QCOMPARE(EngineWords::obxError(e), QString::fromStdString(e.message()));
    }

    // The spin boxes of the dialog draw their up and down arrows under the app's style sheet
    // (a sheet that styles a spin box's frame draws its buttons without arrows unless it names
    // them).
    void spinBoxesShowArrows() {
        QWidget window;
        AppStyle::apply(&window);
        auto* dialog = new PositionSetupDialog(Position::start(), &window);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QSpinBox* box = dialog->capturedBox();
        box->setValue(2);  // both arrows enabled
        const QImage image = box->grab().toImage();
        apptest::shot(box, "setup-spinbox.png");
        QStyleOptionSpinBox option;
        option.initFrom(box);
        option.subControls = QStyle::SC_SpinBoxUp | QStyle::SC_SpinBoxDown;
        option.frame = true;
        for (auto control : {QStyle::SC_SpinBoxUp, QStyle::SC_SpinBoxDown}) {
            const QRect r = box->style()->subControlRect(QStyle::CC_SpinBox, &option, control, box);
            QVERIFY(!r.isEmpty());
            // An arrow is a glyph in the middle of its button: pixels there that differ
            // clearly from the button's face (its border alone does not count).
            const QRect inner = r.adjusted(2, 2, -2, -2);
            const QColor face = image.pixelColor(inner.topLeft());
            QList<int> widths;  // of the glyph, row by row from the top
            for (int y = inner.top(); y <= inner.bottom(); ++y) {
                int width = 0;
                for (int x = inner.left(); x <= inner.right(); ++x)
                    if (std::abs(image.pixelColor(x, y).lightness() - face.lightness()) > 25)
                        ++width;
                if (width > 0) widths << width;
            }
            QVERIFY2(widths.size() >= 3,
                     qPrintable(QStringLiteral("control %1: no glyph").arg(int(control))));
            // Pointing up: narrow at the top, wide at the bottom; down the other way.
            if (control == QStyle::SC_SpinBoxUp)
                QVERIFY(widths.first() < widths.last());
            else
                QVERIFY(widths.first() > widths.last());
        }
    }
};

QTEST_MAIN(TestPositionSetup)
#include "tst_positionsetup.moc"
