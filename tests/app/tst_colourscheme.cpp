// Light and dark: both of AppStyle's schemes and the board read well by WCAG 2's contrast
// ratio (text 4.5:1, large text and lines 3:1), the player's choice in View ▸ Colour Scheme
// applies at once and is kept, and System follows what the desktop says (SystemScheme). The
// style's drop-down lists show every item whole; the analysis list's outcomes read on one line,
// and the network dialog's labels on its tabs.
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QSettings>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QtTest>
#include <cmath>

#include "AppTest.h"
#include "Contrast.h"
#include "analysis/AnalysisMode.h"
#include "analysis/AnalysisModel.h"
#include "analysis/AnalysisPanel.h"
#include "board/BoardGeometry.h"
#include "board/BoardTheme.h"
#include "board/BoardView.h"
#include "board/PieceRenderer.h"
#include "dialogs/NewGameDialog.h"
#include "ui/AppStyle.h"
#include "ui/SystemScheme.h"
#include "window/ColourSchemeMenu.h"
#include "window/MainWindow.h"
#include "window/SidePanel.h"
#include "window/SlotRow.h"

using namespace apptest;

class TestColourScheme : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { apptest::useTestSettings(); }
    void init() { QSettings().clear(); }

    // The main pairs of each scheme: text on what it stands on. Tints with alpha are taken
    // over both ends of the window's gradient.
    void schemePairsHaveContrast_data() {
        QTest::addColumn<int>("look");
        QTest::addColumn<QString>("foreground");
        QTest::addColumn<QString>("background");
        QTest::addColumn<double>("least");
        const struct {
            const char* fg;
            const char* bg;
            double least;
        } pairs[] = {
            {"text", "window1", 4.5},
            {"text", "window2", 4.5},
            {"dim", "window1", 4.5},
            {"dim", "window2", 4.5},
            {"accent", "window1", 4.5},
            {"accent", "window2", 4.5},
            {"title", "window1", 4.5},
            {"big", "window2", 3.0},
            {"text", "card", 4.5},
            {"accent", "card", 4.5},
            {"dim", "card", 4.5},
            {"text", "table", 4.5},
            {"header", "table", 4.5},
            {"text", "tableAlt", 4.5},
            {"text", "field", 4.5},
            {"text", "input", 4.5},
            {"text", "view", 4.5},
            {"link", "view", 4.5},
            {"text", "menu", 4.5},
            {"selectionText", "selection", 4.5},
            {"text", "tooltip", 4.5},
            {"barText", "bar", 4.5},
            {"statusLabel", "bar", 4.5},
            {"text", "barSelected", 4.5},
            {"bright", "button1", 4.5},
            {"bright", "button2", 4.5},
            {"bright", "buttonHover1", 4.5},
            {"bright", "checked", 4.5},
            {"bright", "push1", 4.5},
            {"bright", "push2", 4.5},
            {"bright", "pushHover1", 4.5},
            {"text", "chunk", 4.5},
            {"text", "banner", 4.5},
            {"big", "banner", 3.0},
            {"error", "window1", 4.5},
            {"error", "window2", 4.5},
            {"error", "card", 4.5},
            {"good", "window1", 4.5},
            {"warn", "window1", 4.5},
            {"focus", "window1", 3.0},
            {"focus", "window2", 3.0},
            {"focus", "field", 3.0},
            {"focus", "input", 3.0},
            {"accent", "view", 3.0},
            {"indicatorOn", "view", 3.0},
            {"handle", "window1", 3.0},
            // A disabled slider (Pause between moves) still shows its groove.
            {"grooveOff", "window1", 3.0},
            {"grooveOff", "window2", 3.0},
        };
        using AppStyle::Look;
        for (Look look : {Look::Light, Look::Dark, Look::Contrast})
            for (const auto& p : pairs) {
                // High contrast: text at 7:1 (WCAG's AAA), lines and marks still 3:1.
                const double least = look == Look::Contrast && p.least >= 4.5 ? 7.0 : p.least;
                QTest::addRow("%s: %s on %s",
                              look == Look::Light  ? "light"
                              : look == Look::Dark ? "dark"
                                                   : "contrast",
                              p.fg, p.bg)
                    << int(look) << QString::fromLatin1(p.fg) << QString::fromLatin1(p.bg) << least;
            }
    }
    void schemePairsHaveContrast() {
        QFETCH(int, look);
        QFETCH(QString, foreground);
        QFETCH(QString, background);
        QFETCH(double, least);
        const auto dark = AppStyle::Look(look);
        const QColor fg = AppStyle::colour(dark, foreground);
        const QColor bg = AppStyle::colour(dark, background);
        QVERIFY(fg.isValid() && bg.isValid());
        for (const char* under : {"window1", "window2"}) {
            // A tint is seen over the window; the banner over the board's wood.
            const QColor base = background == QLatin1String("banner")
                                    ? QColor(150, 88, 40)
                                    : AppStyle::colour(dark, QString::fromLatin1(under));
            const QColor shown = over(bg, base);
            const double ratio = contrast(over(fg, shown), shown);
            QVERIFY2(ratio >= least, qPrintable(QStringLiteral("%1 on %2 over %3: %4:1")
                                                    .arg(fg.name(), bg.name(), base.name())
                                                    .arg(ratio, 0, 'f', 2)));
        }
    }

    // The board is wood in both schemes: its coordinates read at 4.5:1, its grooves at 3:1,
    // and the focus ring stands out at 3:1 wherever it runs.
    void boardHasContrast_data() {
        QTest::addColumn<int>("side");
        QTest::newRow("small") << 300;
        QTest::newRow("large") << 720;
    }
    void boardHasContrast() {
        QFETCH(int, side);
        const BoardGeometry geo(bagh::games::GameKind::BaghChal, QSizeF(side, side));
        const QImage image = BoardTheme::renderBoard(geo, QSize(side, side), 1.0).toImage();
        const QRectF board = geo.boardRect();
        const qreal band = geo.gridRect().top() - board.top() - geo.cell() * 0.42;
        QStringList bad;
        auto check = [&](const QRectF& r, const QColor& fg, double least, const char* what) {
            const QColor back = dominantColour(image, r.toRect());
            const double ratio = contrast(fg, back);
            if (ratio < least)
                bad << QStringLiteral("%1 at %2,%3 on %4: %5:1")
                           .arg(QString::fromLatin1(what))
                           .arg(r.center().x())
                           .arg(r.center().y())
                           .arg(back.name())
                           .arg(ratio, 0, 'f', 2);
        };
        for (int i = 0; i < 5; ++i) {
            const QPointF col = geo.pointCenter(i), row = geo.pointCenter(i * 5);
            check(QRectF(col.x() - band, board.top(), 2 * band, band), BoardTheme::kCoordinates,
                  4.5, "top letter");
            check(QRectF(col.x() - band, board.bottom() - band, 2 * band, band),
                  BoardTheme::kCoordinates, 4.5, "bottom letter");
            check(QRectF(board.left(), row.y() - band, band, 2 * band), BoardTheme::kCoordinates,
                  4.5, "left digit");
            check(QRectF(board.right() - band, row.y() - band, band, 2 * band),
                  BoardTheme::kCoordinates, 4.5, "right digit");
        }
        // Grooves against the wood between two points.
        const QColor groove(74, 38, 14);
        for (int s : {0, 6, 12, 18, 23}) {
            const QPointF mid = (geo.pointCenter(s) + geo.pointCenter(s + 1)) / 2;
            const QPointF off(0, geo.cell() * 0.25);
            check(QRectF(mid + off - QPointF(4, 4), QSizeF(8, 8)), groove, 3.0, "groove");
        }
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QStringLiteral("; "))));
        // The ring: one of its two tones at 3:1 on every sample of the frame it runs on.
        const qreal inset = board.width() * 0.018;
        const QRectF ring = board.adjusted(inset, inset, -inset, -inset);
        for (int k = 1; k < 20; ++k) {
            const qreal t = k / 20.0;
            for (QPointF p : {QPointF(ring.left() + t * ring.width(), ring.top()),
                              QPointF(ring.right(), ring.top() + t * ring.height()),
                              QPointF(ring.left() + t * ring.width(), ring.bottom())}) {
                const QColor wood = image.pixelColor(p.toPoint());
                const double best = std::max(contrast(BoardTheme::kFocusRingDark, wood),
                                             contrast(BoardTheme::kFocusRingLight, wood));
                QVERIFY2(best >= 3.0, qPrintable(wood.name()));
            }
        }
    }

    // The high-contrast board: its labels, lines and point rings white on black (7:1 and more),
    // and both pieces at 3:1 or more on it.
    void highContrastBoard_data() {
        QTest::addColumn<bagh::games::GameKind>("kind");
        QTest::newRow("baghchal") << bagh::games::GameKind::BaghChal;
        QTest::newRow("lambs") << bagh::games::GameKind::Lambs;
    }
    void highContrastBoard() {
        QFETCH(bagh::games::GameKind, kind);
        const int side = 480;
        const BoardGeometry geo(kind, QSizeF(side, side));
        const QImage image = BoardTheme::renderBoard(geo, QSize(side, side), 1.0, true).toImage();
        // Between two joined points: the line, white, on the black board.
        const QList<QLineF> lines = geo.lines();
        QVERIFY(!lines.isEmpty());
        for (const QLineF& l : lines) {
            const QColor on = image.pixelColor(l.center().toPoint());
            QVERIFY2(contrast(on, BoardTheme::kContrastBoard) >= 7.0, qPrintable(on.name()));
        }
        const QColor back = image.pixelColor(
            (geo.pointCenter(0) + QPointF(geo.cell() * 0.3, geo.cell() * 0.15)).toPoint());
        QCOMPARE(back, BoardTheme::kContrastBoard);
        for (const BoardGeometry::Label& label : geo.labels())
            QVERIFY(contrast(BoardTheme::kContrastLine, back) >= 7.0 && !label.text.isEmpty());
        // The pieces' own colours: the goat's light body and the tiger's orange, on black.
        PieceRenderer pieces;
        for (bagh::Side s : {bagh::Side::Goats, bagh::Side::Tigers}) {
            QImage piece(64, 64, QImage::Format_ARGB32_Premultiplied);
            piece.fill(BoardTheme::kContrastBoard);
            QPainter p(&piece);
            pieces.paint(p, s, QPointF(32, 32), 56);
            p.end();
            QVERIFY2(contrast(dominantColour(piece, QRect(20, 20, 24, 24)),
                              BoardTheme::kContrastBoard) >= 3.0,
                     s == bagh::Side::Goats ? "goat" : "tiger");
        }
    }

    // Every text of the main window, drawn, stands at 4.5:1 in both schemes.
    void mainWindowReadsInBothSchemes_data() {
        QTest::addColumn<int>("scheme");
        QTest::newRow("light") << int(AppStyle::Scheme::Light);
        QTest::newRow("dark") << int(AppStyle::Scheme::Dark);
        QTest::newRow("high contrast") << int(AppStyle::Scheme::HighContrast);
    }
    void mainWindowReadsInBothSchemes() {
        QFETCH(int, scheme);
        auto window = apptest::openWindow();
        QVERIFY(window);
        ColourSchemeMenu::apply(window.get(), AppStyle::Scheme(scheme));
        QCOMPARE(window->boardView()->isHighContrast(),
                 AppStyle::Scheme(scheme) == AppStyle::Scheme::HighContrast);
        QVERIFY(apptest::playTypedMoves(window->session(), {"C3", "A1B1", "C2"}));
        const QStringList bad = lowContrast(window.get());
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QStringLiteral("; "))));
        const bool high = AppStyle::Scheme(scheme) == AppStyle::Scheme::HighContrast;

        // The move box's hint (its placeholder): 4.5:1 on its field, 7:1 in high contrast (a
        // style sheet's text colour would make it half that colour, #808080 on black).
        QLineEdit* entry = window->sidePanel()->moveEntry();
        entry->clear();
        entry->ensurePolished();
        const QColor field = entry->palette().color(QPalette::Base);
        const QColor hint = over(entry->palette().color(QPalette::PlaceholderText), field);
        QVERIFY2(contrast(hint, field) >= (high ? 7.0 : 4.5),
                 qPrintable(QStringLiteral("%1 on %2").arg(hint.name(), field.name())));

        // The empty places of "goats captured" and "tigers blocked" stand out from the panel
        // (3:1, as the scheme's shapes) in high contrast.
        if (high) {
            for (SlotRow* row : window->sidePanel()->findChildren<SlotRow*>()) {
                const QImage shot = row->grab().toImage();
                const QColor back = row->palette().color(QPalette::Window);
                double best = 1;
                for (int y = 0; y < shot.height(); ++y)
                    for (int x = 0; x < shot.width(); ++x)
                        best = std::max(best, contrast(over(shot.pixelColor(x, y), back), back));
                QVERIFY2(best >= 3.0, qPrintable(QString::number(best)));
            }
        }
    }

    // Every drop-down list of New Game opens with all its items whole, none behind a scroll
    // arrow: a list of two shows both, the level list its first level (1 · Beginner). Both
    // schemes, both games (Lambs and Tigers has a captures list of its own).
    void comboPopupsShowEveryItem_data() {
        QTest::addColumn<bool>("dark");
        QTest::addColumn<bagh::games::GameKind>("kind");
        QTest::newRow("light, baghchal") << false << bagh::games::GameKind::BaghChal;
        QTest::newRow("dark, lambs") << true << bagh::games::GameKind::Lambs;
    }
    void comboPopupsShowEveryItem() {
        QFETCH(bool, dark);
        QFETCH(bagh::games::GameKind, kind);
        auto window = apptest::openWindow();
        QVERIFY(window);
        ColourSchemeMenu::apply(window.get(),
                                dark ? AppStyle::Scheme::Dark : AppStyle::Scheme::Light);
        GameSetup setup = apptest::againstComputer(bagh::Side::Goats, 3);
        setup.game = kind;
        NewGameDialog dialog(setup, window.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        int opened = 0;
        for (QComboBox* c : dialog.findChildren<QComboBox*>()) {
            if (!c->isVisible() || !c->isEnabled() || c->count() > c->maxVisibleItems()) continue;
            c->showPopup();
            QAbstractItemView* list = c->view();
            QTRY_VERIFY(list->isVisible());
            ++opened;
            const QRect shown = list->viewport()->rect();
            for (int row = 0; row < c->count(); ++row) {
                const QRect item = list->visualRect(c->model()->index(row, c->modelColumn()));
                QVERIFY2(shown.contains(item),
                         qPrintable(QStringLiteral("%1 (%2,%3 %4×%5 in %6×%7)")
                                        .arg(c->itemText(row))
                                        .arg(item.x())
                                        .arg(item.y())
                                        .arg(item.width())
                                        .arg(item.height())
                                        .arg(shown.width())
                                        .arg(shown.height())));
            }
            c->hidePopup();
            QTRY_VERIFY(!list->isVisible());
        }
        QVERIFY(opened >= 2);
    }

    // The analysis list's outcomes (the board's value colours) read at 4.5:1 on their rows in
    // both schemes, and each reads whole: on one line where there is room, else wrapped in its row.
    void analysisOutcomesReadWhole_data() {
        QTest::addColumn<int>("scheme");
        QTest::addColumn<double>("least");
        QTest::newRow("light") << int(AppStyle::Scheme::Light) << 4.5;
        QTest::newRow("dark") << int(AppStyle::Scheme::Dark) << 4.5;
        QTest::newRow("high contrast") << int(AppStyle::Scheme::HighContrast) << 7.0;
    }
    void analysisOutcomesReadWhole() {
        QFETCH(int, scheme);
        QFETCH(double, least);
        auto window = apptest::openWindow();
        QVERIFY(window);
        ColourSchemeMenu::apply(window.get(), AppStyle::Scheme(scheme));
        // Wins, draws and losses side by side (the database decides them).
        QVERIFY(apptest::loadPosition(window.get(), "GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1"));
        window->analysisMode()->setActive(true);
        QTRY_VERIFY_WITH_TIMEOUT(window->analysisMode()->isSettled(), 30000);
        QTableView* view = window->analysisMode()->panel()->view();
        const QAbstractItemModel* model = view->model();
        QVERIFY(model->rowCount() > 1);
        QTest::qWait(50);
        // The rows' tints are drawn over the window's gradient: grab the whole window.
        const QImage image = window->grab().toImage();
        const QPoint offset = view->viewport()->mapTo(window.get(), QPoint(0, 0));
        const int margin =
            view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
        int checked = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex cell = model->index(row, AnalysisModel::ValueColumn);
            const QRect rect = view->visualRect(cell);
            if (!view->viewport()->rect().contains(rect)) continue;
            ++checked;
            const QString text = model->data(cell).toString();
            const QColor fg = model->data(cell, Qt::ForegroundRole).value<QColor>();
            const QColor bg = dominantColour(image, rect.translated(offset));
            QVERIFY2(contrast(fg, bg) >= least, qPrintable(QStringLiteral("%1: %2 on %3, %4:1")
                                                               .arg(text, fg.name(), bg.name())
                                                               .arg(contrast(fg, bg), 0, 'f', 2)));
            QFont font = view->font();
            const QFont role = model->data(cell, Qt::FontRole).value<QFont>();
            font.setBold(role.bold());
            font.setItalic(role.italic());
            // On one line where its column has room; in a narrow panel wrapped within its row
            // (AnalysisColumns: the line of best play keeps its header), never cut.
            const QFontMetrics metrics(font);
            const int room = rect.width() - 2 * margin;
            const QRect wrapped =
                metrics.boundingRect(QRect(0, 0, room, 10000), Qt::TextWordWrap, text);
            QVERIFY2(metrics.horizontalAdvance(text) <= room || wrapped.height() <= rect.height(),
                     qPrintable(text));
        }
        QVERIFY(checked > 1);
        window->analysisMode()->setActive(false);
    }

    // The network dialog's labels read on its tabs' pane in both schemes (the pane was
    // brown under dark labels).
    void networkDialogReadsInBothSchemes_data() {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void networkDialogReadsInBothSchemes() {
        QFETCH(bool, dark);
        auto window = apptest::openWindow();
        QVERIFY(window);
        ColourSchemeMenu::apply(window.get(),
                                dark ? AppStyle::Scheme::Dark : AppStyle::Scheme::Light);
        QStringList bad;
        bool opened = false;
        QTimer::singleShot(200, this, [&] {
            if (QWidget* dialog = QApplication::activeModalWidget()) {
                opened = true;
                bad = lowContrast(dialog);
                dialog->close();
            }
        });
        apptest::findAction(window.get(), QStringLiteral("Play Over the Network"))->trigger();
        QVERIFY(opened);
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QStringLiteral("; "))));
    }

    // View ▸ Colour Scheme applies the choice at once and keeps it for the next window.
    void menuAppliesAndKeepsTheChoice() {
        auto window = apptest::openWindow();
        QVERIFY(window);
        auto* menu = window->findChild<QMenu*>(QStringLiteral("colourSchemeMenu"));
        QVERIFY(menu);
        const QList<QAction*> choices = menu->actions();
        QCOMPARE(choices.size(), 4);
        QVERIFY(choices[0]->isChecked());  // System when nothing is kept
        // High contrast, kept and given to the board.
        choices[3]->trigger();
        QCOMPARE(AppStyle::look(), AppStyle::Look::Contrast);
        QCOMPARE(window->styleSheet(), AppStyle::styleSheet(AppStyle::Look::Contrast));
        QVERIFY(window->boardView()->isHighContrast());
        {
            QSettings settings;
            QCOMPARE(AppStyle::savedScheme(settings), AppStyle::Scheme::HighContrast);
        }
        for (bool dark : {true, false, true}) {
            choices[dark ? 2 : 1]->trigger();
            QCOMPARE(AppStyle::isDark(), dark);
            QCOMPARE(window->styleSheet(), AppStyle::styleSheet(dark));
            QCOMPARE(QApplication::palette().color(QPalette::Window).lightness() < 128, dark);
            QSettings settings;
            QCOMPARE(AppStyle::savedScheme(settings),
                     dark ? AppStyle::Scheme::Dark : AppStyle::Scheme::Light);
            QVERIFY(!window->boardView()->isHighContrast());
        }
        window.reset();
        auto next = apptest::openWindow();
        QVERIFY(AppStyle::isDark());
        QCOMPARE(next->styleSheet(), AppStyle::styleSheet(true));
        auto* nextMenu = next->findChild<QMenu*>(QStringLiteral("colourSchemeMenu"));
        QVERIFY(nextMenu->actions()[2]->isChecked());
        nextMenu->actions()[0]->trigger();
        QCOMPARE(AppStyle::isDark(), SystemScheme::prefersDark(SystemScheme::currentHints()));
    }

    // What the desktop says, first signal first.
    void systemScheme_data() {
        QTest::addColumn<QString>("gnome");
        QTest::addColumn<QString>("gtkEnv");
        QTest::addColumn<QString>("gtkTheme");
        QTest::addColumn<bool>("preferDark");
        QTest::addColumn<QColor>("window");
        QTest::addColumn<bool>("dark");
        const QColor light(0xef, 0xef, 0xef), darkGrey(0x2a, 0x2e, 0x32);
        QTest::newRow("nothing known") << ""
                                       << ""
                                       << "" << false << QColor() << false;
        QTest::newRow("GNOME prefers dark") << "prefer-dark"
                                            << ""
                                            << "" << false << light << true;
        QTest::newRow("GNOME prefers light") << "prefer-light"
                                             << ""
                                             << "" << false << darkGrey << false;
        QTest::newRow("GNOME default, dark palette") << "default"
                                                     << ""
                                                     << "" << false << darkGrey << true;
        QTest::newRow("GTK_THEME dark") << ""
                                        << "Adwaita:dark"
                                        << "" << false << light << true;
        QTest::newRow("GTK_THEME light") << ""
                                         << "Adwaita"
                                         << "Adwaita-dark" << false << darkGrey << false;
        QTest::newRow("settings.ini prefers dark") << ""
                                                   << ""
                                                   << "Adwaita" << true << light << true;
        QTest::newRow("settings.ini dark theme") << ""
                                                 << ""
                                                 << "Breeze-Dark" << false << light << true;
        QTest::newRow("KDE dark palette") << ""
                                          << ""
                                          << "" << false << darkGrey << true;
        QTest::newRow("light palette") << ""
                                       << ""
                                       << "" << false << light << false;
    }
    void systemScheme() {
        QFETCH(QString, gnome);
        QFETCH(QString, gtkEnv);
        QFETCH(QString, gtkTheme);
        QFETCH(bool, preferDark);
        QFETCH(QColor, window);
        QFETCH(bool, dark);
        SystemScheme::Hints h;
        h.gnomeColorScheme = gnome;
        h.gtkThemeEnv = gtkEnv;
        h.gtkSettingsTheme = gtkTheme;
        h.gtkPreferDark = preferDark;
        h.platformWindow = window;
        QCOMPARE(SystemScheme::prefersDark(h), dark);
    }
};

QTEST_MAIN(TestColourScheme)
#include "tst_colourscheme.moc"
