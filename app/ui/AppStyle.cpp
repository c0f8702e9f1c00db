#include "ui/AppStyle.h"

#include <QApplication>
#include <QEvent>
#include <QHash>
#include <QLineEdit>
#include <QSettings>
#include <QWidget>
#include <algorithm>
#include <cmath>

#include "ui/SystemScheme.h"

namespace AppStyle {

namespace {

using Colours = QHash<QString, QString>;

// The dark scheme: walnut and cream. Alpha colours are tints over the window.
const Colours& darkColours() {
    static const Colours c = {
        {"window1", "#2a1d14"},
        {"window2", "#17100b"},
        {"text", "#efe2cc"},
        {"bright", "#fff4e2"},
        {"title", "#fff1d8"},
        {"bar", "#1b130d"},
        {"barSelected", "#5a3518"},
        {"barText", "#d8c6a8"},
        {"statusLabel", "#a89378"},
        {"menu", "#241911"},
        {"menuBorder", "#4a3220"},
        {"selection", "#7a4619"},
        {"selectionText", "#fff4e2"},
        {"disabledText", "#7d6b58"},
        {"button1", "#9a5a26"},
        {"button2", "#6e3c15"},
        {"buttonBorder", "#3d220c"},
        {"buttonHover1", "#8a4e20"},
        {"buttonHover2", "#5e3210"},
        {"buttonPressed", "#4e290c"},
        {"buttonOff", "#3a2a1e"},
        {"buttonOffBorder", "#2a1d14"},
        {"checked", "#3d6b2a"},
        {"card", "rgba(255, 236, 210, 14)"},
        {"cardBorder", "rgba(255, 220, 170, 34)"},
        {"accent", "#d9a55f"},
        {"dim", "#b59f82"},
        {"big", "#ffd28a"},
        {"table", "rgba(0, 0, 0, 40)"},
        {"tableAlt", "rgba(255, 236, 210, 10)"},
        {"line", "rgba(255, 220, 170, 40)"},
        {"header", "#c9a878"},
        {"field", "rgba(0, 0, 0, 70)"},
        {"fieldBorder", "rgba(255, 220, 170, 50)"},
        {"focus", "#ffd28a"},
        {"push1", "#a05c28"},
        {"push2", "#7a4018"},
        {"pushHover1", "#8e4f20"},
        {"pushHover2", "#6a3a14"},
        {"chunk", "#3d6b2a"},
        {"banner", "rgba(28, 18, 10, 235)"},
        {"input", "#2e2017"},
        {"inputBorder", "#5a3d26"},
        {"inputOff", "#231912"},
        {"inputOffBorder", "#3a2a1e"},
        {"offText", "#8f7c66"},
        {"groove", "#5a3d26"},
        {"grooveOff", "#7d6b58"},  // a disabled slider still shows where it runs (3:1)
        {"handle", "#d9a55f"},
        {"handleBorder", "#3d220c"},
        {"handleOff", "#5a4a3a"},
        {"view", "#1f160f"},
        {"indicatorOn", "#ffd28a"},
        {"checkMark", ":/icons/check-on-light.svg"},
        {"indicatorOffBorder", "#6b5a48"},
        {"tooltip", "#241911"},
        {"scroll", "rgba(255, 220, 170, 60)"},
        {"error", "#ff8a70"},
        {"good", "#9fe07a"},
        {"warn", "#ffb070"},
        {"link", "#f0b060"},
        {"linkVisited", "#d9954f"},
    };
    return c;
}

// The light scheme: parchment and dark brown; the buttons keep their amber wood.
const Colours& lightColours() {
    static const Colours c = {
        {"window1", "#f7f0e4"},
        {"window2", "#ebdfcc"},
        {"text", "#2b1d12"},
        {"bright", "#fff4e2"},
        {"title", "#24160b"},
        {"bar", "#efe4d2"},
        {"barSelected", "#e0c9a6"},
        {"barText", "#3b2a1c"},
        {"statusLabel", "#5e4a36"},
        {"menu", "#fbf6ee"},
        {"menuBorder", "#c9b291"},
        {"selection", "#9a5a26"},
        {"selectionText", "#fff8ee"},
        {"disabledText", "#8c7a66"},
        {"button1", "#9a5a26"},
        {"button2", "#6e3c15"},
        {"buttonBorder", "#5e3512"},
        {"buttonHover1", "#8a4e20"},
        {"buttonHover2", "#5e3210"},
        {"buttonPressed", "#4e290c"},
        {"buttonOff", "#e3d8c6"},
        {"buttonOffBorder", "#d3c5b0"},
        {"checked", "#3d6b2a"},
        {"card", "rgba(120, 70, 20, 14)"},
        {"cardBorder", "rgba(120, 70, 20, 50)"},
        {"accent", "#85461a"},
        {"dim", "#5e4a36"},
        {"big", "#85461a"},
        {"table", "rgba(255, 255, 255, 110)"},
        {"tableAlt", "rgba(120, 70, 20, 12)"},
        {"line", "rgba(120, 70, 20, 60)"},
        {"header", "#6e4220"},
        {"field", "#fffaf2"},
        {"fieldBorder", "#b89d78"},
        {"focus", "#1f5fa8"},
        {"push1", "#a05c28"},
        {"push2", "#7a4018"},
        {"pushHover1", "#8e4f20"},
        {"pushHover2", "#6a3a14"},
        {"chunk", "#a9cf8f"},
        {"banner", "rgba(251, 246, 238, 242)"},
        {"input", "#fffaf2"},
        {"inputBorder", "#b89d78"},
        {"inputOff", "#f1e9dc"},
        {"inputOffBorder", "#ddd0bd"},
        {"offText", "#786650"},  // 4.5:1 on the fields: a placeholder too
        {"groove", "#cdb99b"},
        {"grooveOff", "#8c7a66"},
        {"handle", "#9a5a26"},
        {"handleBorder", "#5e3512"},
        {"handleOff", "#c9b8a2"},
        {"view", "#fffaf2"},
        {"indicatorOn", "#9a5a26"},
        {"checkMark", ":/icons/check-on-dark.svg"},
        {"indicatorOffBorder", "#c9b8a2"},
        {"tooltip", "#fbf6ee"},
        {"scroll", "rgba(120, 70, 20, 90)"},
        {"error", "#b3261e"},
        {"good", "#2a6119"},
        {"warn", "#96400c"},
        {"link", "#8a3f0c"},
        {"linkVisited", "#6e3a14"},
    };
    return c;
}

// High contrast: white and yellow on black, every text at 7:1 or more, every line and mark at
// 3:1 or more (WCAG 2's AAA); built on the dark scheme's names, each one set again.
const Colours& contrastColours() {
    static const Colours c = [] {
        Colours h = darkColours();
        const Colours over = {
            {"window1", "#000000"},
            {"window2", "#000000"},
            {"text", "#ffffff"},
            {"bright", "#ffffff"},
            {"title", "#ffffff"},
            {"bar", "#000000"},
            {"barSelected", "#3a3a3a"},
            {"barText", "#ffffff"},
            {"statusLabel", "#ffffff"},
            {"menu", "#000000"},
            {"menuBorder", "#ffffff"},
            {"selection", "#ffd400"},
            {"selectionText", "#000000"},
            {"disabledText", "#bdbdbd"},
            {"button1", "#000000"},
            {"button2", "#000000"},
            {"buttonBorder", "#ffffff"},
            {"buttonHover1", "#333333"},
            {"buttonHover2", "#333333"},
            {"buttonPressed", "#4d4d4d"},
            {"buttonOff", "#000000"},
            {"buttonOffBorder", "#8c8c8c"},
            {"checked", "#0b3d91"},
            {"card", "#000000"},
            {"cardBorder", "#ffffff"},
            {"accent", "#ffd400"},
            {"dim", "#e6e6e6"},
            {"big", "#ffd400"},
            {"table", "#000000"},
            {"tableAlt", "#1c1c1c"},
            {"line", "#ffffff"},
            {"header", "#ffd400"},
            {"field", "#000000"},
            {"fieldBorder", "#ffffff"},
            {"focus", "#00e5ff"},
            {"push1", "#000000"},
            {"push2", "#000000"},
            {"pushHover1", "#333333"},
            {"pushHover2", "#333333"},
            {"chunk", "#0b3d91"},
            {"banner", "#000000"},
            {"input", "#000000"},
            {"inputBorder", "#ffffff"},
            {"inputOff", "#000000"},
            {"inputOffBorder", "#8c8c8c"},
            {"offText", "#bdbdbd"},
            {"groove", "#ffffff"},
            {"grooveOff", "#bdbdbd"},
            {"handle", "#ffd400"},
            {"handleBorder", "#ffffff"},
            {"handleOff", "#8c8c8c"},
            {"view", "#000000"},
            {"indicatorOn", "#ffd400"},
            {"checkMark", ":/icons/check-on-light.svg"},
            {"indicatorOffBorder", "#ffffff"},
            {"tooltip", "#000000"},
            {"scroll", "#ffffff"},
            {"error", "#ff8080"},
            {"good", "#7CFC00"},
            {"warn", "#ffd400"},
            {"link", "#7fdbff"},
            {"linkVisited", "#d9b3ff"},
        };
        for (auto it = over.cbegin(); it != over.cend(); ++it) h.insert(it.key(), it.value());
        return h;
    }();
    return c;
}

const Colours& colours(Look look) {
    switch (look) {
        case Look::Light:
            return lightColours();
        case Look::Dark:
            return darkColours();
        case Look::Contrast:
            return contrastColours();
    }
    return lightColours();
}

// {name} stands for a colour of the scheme. Every Tab stop shows where the focus is: a ring
// in the focus colour (a border one pixel wider, the padding one narrower so nothing moves).
const char* const kTemplate = R"(
QMainWindow, QDialog {
  background: qlineargradient(x1:0, y1:0, x2:1, y2:1, stop:0 {window1}, stop:1 {window2});
}
QWidget { color: {text}; }
QMenuBar { background: {bar}; color: {text}; }
QMenuBar::item:selected { background: {barSelected}; color: {text}; }
QMenu { background: {menu}; color: {text}; border: 1px solid {menuBorder}; }
QMenu::item:selected { background: {selection}; color: {selectionText}; }
QMenu::item:disabled { color: {disabledText}; }
QToolBar { background: transparent; border: none; spacing: 6px; padding: 4px 8px; }
QToolBar QToolButton, QToolButton#smallButton {
  background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {button1}, stop:1 {button2});
  color: {bright}; border: 1px solid {buttonBorder}; border-radius: 7px; padding: 5px 14px;
  font-weight: bold;
}
QToolBar QToolButton:hover, QToolButton#smallButton:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {buttonHover1}, stop:1 {buttonHover2}); }
QToolBar QToolButton:pressed, QToolButton#smallButton:pressed { background: {buttonPressed}; }
QToolBar QToolButton:disabled, QToolButton#smallButton:disabled { background: {buttonOff}; color: {disabledText}; border-color: {buttonOffBorder}; }
QToolBar QToolButton:checked, QToolButton#smallButton:checked { background: {checked}; }
QToolBar QToolButton:focus { border: 2px solid {focus}; padding: 4px 13px; }
QToolButton#smallButton:focus { border: 2px solid {focus}; }
QStatusBar { background: {bar}; color: {barText}; }
QStatusBar QLabel { color: {statusLabel}; padding: 0 8px; }
QFrame#card {
  background: {card}; border: 1px solid {cardBorder};
  border-radius: 10px;
}
QLabel#cardTitle { color: {accent}; font-size: 11px; font-weight: bold; letter-spacing: 1px; }
QLabel#turnLabel { font-size: 20px; font-weight: bold; color: {title}; }
QLabel#dimLabel { color: {dim}; }
QLabel#bigNumber { font-size: 22px; font-weight: bold; color: {big}; }
QLabel#errorLabel { color: {error}; }
QTableView {
  background: {table}; alternate-background-color: {tableAlt};
  border: 1px solid transparent; border-radius: 6px; color: {text}; gridline-color: transparent;
}
QHeaderView { background: transparent; }
QToolBar::separator { background: {line}; width: 1px; margin: 6px 8px; }
QHeaderView::section {
  background: transparent; color: {header}; border: none; padding: 3px; font-weight: bold;
}
QTableCornerButton::section { background: transparent; border: none; }
QLineEdit {
  background: {field}; border: 1px solid {fieldBorder}; border-radius: 6px;
  padding: 5px 8px; selection-background-color: {selection};
  selection-color: {selectionText};
}
QLineEdit:focus { border: 2px solid {focus}; padding: 4px 7px; }
QPushButton {
  background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {push1}, stop:1 {push2});
  color: {bright}; border: 1px solid {buttonBorder}; border-radius: 7px; padding: 7px 18px;
  font-weight: bold;
}
QPushButton:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {pushHover1}, stop:1 {pushHover2}); }
QPushButton:disabled { background: {buttonOff}; color: {disabledText}; border-color: {buttonOffBorder}; }
QPushButton:focus { border: 2px solid {focus}; padding: 6px 17px; }
QProgressBar {
  background: {field}; border: 1px solid {fieldBorder}; border-radius: 6px;
  color: {text}; text-align: center; min-height: 20px;
}
QProgressBar::chunk { background: {chunk}; border-radius: 5px; }
QFrame#resultBanner {
  background: {banner}; border: 2px solid {accent}; border-radius: 16px;
}
QLabel#boardNote {
  background: {banner}; border: 1px solid {accent}; border-radius: 10px;
  color: {text}; padding: 8px 14px; font-weight: bold;
}
QLabel#resultTitle { font-size: 28px; font-weight: bold; color: {big}; }
QTabWidget::pane { background: {card}; border: 1px solid {cardBorder}; border-radius: 8px; }
QGroupBox { border: 1px solid {line}; border-radius: 8px; margin-top: 14px; padding: 8px; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; color: {accent}; }
/* A drop-down list drops down (combobox-popup: 0): the menu-like popup was as wide as the
   texts but drew its items with a menu's margins, so a scroll bar cut the second of two in
   half, and it scrolled the first level away to put the chosen one over the box. */
QComboBox {
  background: {input}; border: 1px solid {inputBorder}; border-radius: 5px; padding: 4px 8px;
  color: {text}; combobox-popup: 0;
}
QComboBox:focus { border: 2px solid {focus}; padding: 3px 7px; }
QComboBox QAbstractItemView { background: {input}; color: {text}; selection-background-color: {selection}; selection-color: {selectionText}; }
QAbstractSpinBox {
  background: {input}; border: 1px solid {inputBorder}; border-radius: 5px; padding: 3px 6px;
  color: {text}; selection-background-color: {selection}; selection-color: {selectionText};
}
QAbstractSpinBox:focus { border: 2px solid {focus}; padding: 2px 5px; }
QAbstractSpinBox::up-arrow { image: url(:/icons/spin-up.svg); width: 8px; height: 5px; }
QAbstractSpinBox::down-arrow { image: url(:/icons/spin-down.svg); width: 8px; height: 5px; }
QAbstractSpinBox:disabled, QComboBox:disabled, QLineEdit:disabled {
  color: {offText}; background: {inputOff}; border-color: {inputOffBorder};
}
QSlider::groove:horizontal { height: 4px; background: {groove}; border-radius: 2px; }
QSlider::handle:horizontal {
  width: 14px; margin: -6px 0; border-radius: 7px; background: {handle}; border: 1px solid {handleBorder};
}
QSlider::handle:horizontal:focus { border: 2px solid {focus}; }
QSlider::groove:horizontal:disabled { background: {grooveOff}; }
QSlider::handle:horizontal:disabled { background: {handleOff}; border-color: {buttonOffBorder}; }
QTextBrowser, QTextEdit, QPlainTextEdit, QListView, QTreeView {
  background: {view}; color: {text}; border: 1px solid {line};
  selection-background-color: {selection}; selection-color: {selectionText};
}
QTextBrowser:focus, QTextEdit:focus, QPlainTextEdit:focus, QListView:focus, QTreeView:focus,
QTableView:focus { border: 1px solid {focus}; }
/* The review's explanation is a Tab stop (a screen reader reads it, its text copies). */
QLabel#reviewExplanation { border: 2px solid transparent; border-radius: 5px; padding: 1px 2px; }
QLabel#reviewExplanation:focus { border-color: {focus}; }
QCheckBox::indicator, QRadioButton::indicator {
  width: 14px; height: 14px; border: 2px solid {accent}; background: {view};
}
QRadioButton::indicator { border-radius: 9px; }
QCheckBox::indicator { border-radius: 4px; }
QRadioButton::indicator:checked {
  background: qradialgradient(cx:0.5, cy:0.5, radius:0.5, fx:0.5, fy:0.5,
                              stop:0 {indicatorOn}, stop:0.5 {indicatorOn}, stop:0.6 {view}, stop:1 {view});
}
QCheckBox::indicator:checked {
  background: {indicatorOn}; border-color: {indicatorOn}; image: url({checkMark});
}
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled { border-color: {indicatorOffBorder}; }
QCheckBox:focus, QRadioButton:focus { border-bottom: 2px solid {focus}; }
QCheckBox:disabled, QRadioButton:disabled, QLabel:disabled { color: {offText}; }
QToolTip { background: {tooltip}; color: {text}; border: 1px solid {menuBorder}; }
QScrollBar:vertical { background: transparent; width: 8px; }
QScrollBar::handle:vertical { background: {scroll}; border-radius: 4px; min-height: 20px; }
QScrollBar::add-line, QScrollBar::sub-line { height: 0; }
)";

Look& applied() {
    static Look look = Look::Light;
    return look;
}

Look lookOf(bool dark) { return dark ? Look::Dark : Look::Light; }

const QString kSchemeKey = QStringLiteral("view/colourScheme");

}  // namespace

QColor colour(Look look, const QString& name) {
    const QString value = colours(look).value(name);
    if (!value.startsWith(QLatin1String("rgba("))) return QColor(value);
    // "rgba(r, g, b, a)" with a from 0 to 255, as the style sheet reads it.
    const QStringList parts = value.mid(5).chopped(1).split(QLatin1Char(','));
    if (parts.size() != 4) return {};
    return QColor(parts[0].trimmed().toInt(), parts[1].trimmed().toInt(),
                  parts[2].trimmed().toInt(), parts[3].trimmed().toInt());
}

QColor colour(bool dark, const QString& name) { return colour(lookOf(dark), name); }

namespace {

// WCAG 2's relative luminance and contrast ratio.
double luminance(const QColor& c) {
    auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}
double contrast(const QColor& a, const QColor& b) {
    const double x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}
// `top` (with its alpha) painted over the opaque `under`.
QColor over(const QColor& top, const QColor& under) {
    const double a = top.alphaF();
    return QColor::fromRgbF(static_cast<float>(top.redF() * a + under.redF() * (1 - a)),
                            static_cast<float>(top.greenF() * a + under.greenF() * (1 - a)),
                            static_cast<float>(top.blueF() * a + under.blueF() * (1 - a)));
}

}  // namespace

QColor readableOnTable(const QColor& tint, Look look) {
    const bool dark = look != Look::Light;
    // A table's rows: its tint over either end of the window's gradient, every other row with
    // the alternate tint on top.
    QList<QColor> grounds;
    for (const char* end : {"window1", "window2"}) {
        const QColor row =
            over(colour(look, QStringLiteral("table")), colour(look, QString::fromLatin1(end)));
        grounds << row << over(colour(look, QStringLiteral("tableAlt")), row);
    }
    auto worst = [&](const QColor& c) {
        double least = 21;
        for (const QColor& g : grounds) least = std::min(least, contrast(c, g));
        return least;
    };
    // Towards the text's side of the scheme in small steps, keeping the hue; a little past
    // 4.5:1, so the gradient's every shade between its ends and the rounding stay above it.
    // High contrast asks 7:1 of its text.
    const double kAim = look == Look::Contrast ? 7.3 : 4.8;
    QColor c = tint.toRgb();
    c.setAlpha(255);
    for (int step = 0; step < 40 && worst(c) < kAim; ++step)
        c = dark ? c.lighter(106) : c.darker(108);
    if (worst(c) < kAim) c = colour(look, QStringLiteral("text"));
    return c;
}

QColor readableOnTable(const QColor& tint, bool dark) {
    return readableOnTable(tint, lookOf(dark));
}

QColor readableOnTable(const QColor& tint) { return readableOnTable(tint, applied()); }

QColor colour(const QString& name) { return colour(applied(), name); }

QString styleSheet(bool dark) { return styleSheet(lookOf(dark)); }

QString styleSheet(Look look) {
    QString sheet = QString::fromLatin1(kTemplate);
    const Colours& c = colours(look);
    for (auto it = c.cbegin(); it != c.cend(); ++it)
        sheet.replace(QLatin1Char('{') + it.key() + QLatin1Char('}'), it.value());
    return sheet;
}

QPalette palette(bool dark) { return palette(lookOf(dark)); }

QPalette palette(Look look) {
    auto c = [look](const char* name) { return colour(look, QString::fromLatin1(name)); };
    // The window's colour is the gradient's middle.
    const QColor window = QColor::fromRgbF((c("window1").redF() + c("window2").redF()) / 2,
                                           (c("window1").greenF() + c("window2").greenF()) / 2,
                                           (c("window1").blueF() + c("window2").blueF()) / 2);
    QPalette p;
    for (QPalette::ColorGroup g : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        const bool off = g == QPalette::Disabled;
        p.setColor(g, QPalette::Window, window);
        p.setColor(g, QPalette::WindowText, off ? c("offText") : c("text"));
        p.setColor(g, QPalette::Base, c("view"));
        p.setColor(g, QPalette::AlternateBase, c("input"));
        p.setColor(g, QPalette::Text, off ? c("offText") : c("text"));
        p.setColor(g, QPalette::PlaceholderText, c("offText"));
        p.setColor(g, QPalette::Button, c("button2"));
        p.setColor(g, QPalette::ButtonText, off ? c("offText") : c("bright"));
        p.setColor(g, QPalette::BrightText, c("bright"));
        p.setColor(g, QPalette::Highlight, c("selection"));
        p.setColor(g, QPalette::HighlightedText, c("selectionText"));
        p.setColor(g, QPalette::ToolTipBase, c("tooltip"));
        p.setColor(g, QPalette::ToolTipText, c("text"));
        p.setColor(g, QPalette::Link, c("link"));
        p.setColor(g, QPalette::LinkVisited, c("linkVisited"));
    }
    return p;
}

Scheme savedScheme(QSettings& settings) {
    const QString s = settings.value(kSchemeKey).toString();
    if (s == QLatin1String("light")) return Scheme::Light;
    if (s == QLatin1String("dark")) return Scheme::Dark;
    if (s == QLatin1String("contrast")) return Scheme::HighContrast;
    return Scheme::System;
}

void saveScheme(QSettings& settings, Scheme scheme) {
    const char* word = "system";
    if (scheme == Scheme::Light) word = "light";
    if (scheme == Scheme::Dark) word = "dark";
    if (scheme == Scheme::HighContrast) word = "contrast";
    settings.setValue(kSchemeKey, QString::fromLatin1(word));
}

bool resolvesDark(Scheme scheme) { return resolve(scheme) != Look::Light; }

Look resolve(Scheme scheme) {
    switch (scheme) {
        case Scheme::System:
            return lookOf(SystemScheme::prefersDark(SystemScheme::currentHints()));
        case Scheme::Light:
            return Look::Light;
        case Scheme::Dark:
            return Look::Dark;
        case Scheme::HighContrast:
            return Look::Contrast;
    }
    return Look::Light;
}

bool isDark() { return applied() != Look::Light; }

Look look() { return applied(); }

namespace {

// Qt 6.4's style sheets draw a line edit's placeholder in half its text colour (#808080 on
// black in high contrast), whatever the palette says: each line edit is given the scheme's own
// placeholder colour when polished, which the style sheet then keeps.
void keepPlaceholder(QLineEdit* edit) {
    QPalette p = edit->palette();
    const QColor wanted = QApplication::palette().color(QPalette::PlaceholderText);
    if (p.color(QPalette::PlaceholderText) == wanted) return;
    p.setColor(QPalette::PlaceholderText, wanted);
    edit->setPalette(p);
}

class PlaceholderKeeper : public QObject {
protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Polish)
            if (auto* edit = qobject_cast<QLineEdit*>(watched)) keepPlaceholder(edit);
        return false;
    }
};

}  // namespace

void setLook(QWidget* window, Look look) {
    SystemScheme::notePlatformPalette();
    applied() = look;
    QApplication::setPalette(palette(look));
    static PlaceholderKeeper* keeper = [] {
        auto* k = new PlaceholderKeeper;
        k->setParent(qApp);
        qApp->installEventFilter(k);
        return k;
    }();
    Q_UNUSED(keeper);
    window->setStyleSheet(styleSheet(look));
    for (QLineEdit* edit : window->findChildren<QLineEdit*>()) keepPlaceholder(edit);
}

}  // namespace AppStyle
