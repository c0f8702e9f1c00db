#include "window/AppStyle.h"

#include <QApplication>
#include <QWidget>

namespace AppStyle {

QString styleSheet() {
    return QStringLiteral(R"(
QMainWindow, QDialog {
  background: qlineargradient(x1:0, y1:0, x2:1, y2:1, stop:0 #2a1d14, stop:1 #17100b);
}
QWidget { color: #efe2cc; }
QMenuBar { background: #1b130d; color: #efe2cc; }
QMenuBar::item:selected { background: #5a3518; }
QMenu { background: #241911; color: #efe2cc; border: 1px solid #4a3220; }
QMenu::item:selected { background: #7a4619; }
QMenu::item:disabled { color: #7d6b58; }
QToolBar { background: transparent; border: none; spacing: 6px; padding: 4px 8px; }
QToolBar QToolButton, QToolButton#smallButton {
  background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #9a5a26, stop:1 #6e3c15);
  color: #fff4e2; border: 1px solid #3d220c; border-radius: 7px; padding: 5px 14px;
  font-weight: bold;
}
QToolBar QToolButton:hover, QToolButton#smallButton:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #b56c30, stop:1 #82481b); }
QToolBar QToolButton:pressed, QToolButton#smallButton:pressed { background: #5a300f; }
QToolBar QToolButton:disabled, QToolButton#smallButton:disabled { background: #3a2a1e; color: #7d6b58; border-color: #2a1d14; }
QToolBar QToolButton:checked, QToolButton#smallButton:checked { background: #3d6b2a; }
QStatusBar { background: #1b130d; color: #d8c6a8; }
QStatusBar QLabel { color: #a89378; padding: 0 8px; }
QFrame#card {
  background: rgba(255, 236, 210, 14); border: 1px solid rgba(255, 220, 170, 34);
  border-radius: 10px;
}
QLabel#cardTitle { color: #d9a55f; font-size: 11px; font-weight: bold; letter-spacing: 1px; }
QLabel#turnLabel { font-size: 20px; font-weight: bold; color: #fff1d8; }
QLabel#dimLabel { color: #b59f82; }
QLabel#bigNumber { font-size: 22px; font-weight: bold; color: #ffd28a; }
QTableView {
  background: rgba(0, 0, 0, 40); alternate-background-color: rgba(255, 236, 210, 10);
  border: none; border-radius: 6px; color: #efe2cc; gridline-color: transparent;
}
QHeaderView { background: transparent; }
QToolBar::separator { background: rgba(255, 220, 170, 40); width: 1px; margin: 6px 8px; }
QHeaderView::section {
  background: transparent; color: #c9a878; border: none; padding: 3px; font-weight: bold;
}
QTableCornerButton::section { background: transparent; border: none; }
QLineEdit {
  background: rgba(0, 0, 0, 70); border: 1px solid rgba(255, 220, 170, 50); border-radius: 6px;
  padding: 5px 8px; color: #fff4e2; selection-background-color: #9a5a26;
}
QLineEdit:focus { border-color: #d9a55f; }
QPushButton {
  background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #c27a38, stop:1 #8a4b1e);
  color: #fff4e2; border: 1px solid #3d220c; border-radius: 7px; padding: 7px 18px;
  font-weight: bold;
}
QPushButton:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #d68a44, stop:1 #9a5626); }
QPushButton:disabled { background: #3a2a1e; color: #7d6b58; border-color: #2a1d14; }
QProgressBar {
  background: rgba(0, 0, 0, 70); border: 1px solid rgba(255, 220, 170, 50); border-radius: 6px;
  color: #fff4e2; text-align: center; min-height: 20px;
}
QProgressBar::chunk { background: #3d6b2a; border-radius: 5px; }
QFrame#resultBanner {
  background: rgba(28, 18, 10, 235); border: 2px solid #d9a55f; border-radius: 16px;
}
QLabel#boardNote {
  background: rgba(28, 18, 10, 235); border: 1px solid #d9a55f; border-radius: 10px;
  color: #fff4e2; padding: 8px 14px; font-weight: bold;
}
QLabel#resultTitle { font-size: 28px; font-weight: bold; color: #ffd28a; }
QGroupBox { border: 1px solid rgba(255, 220, 170, 40); border-radius: 8px; margin-top: 14px; padding: 8px; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; color: #d9a55f; }
QComboBox {
  background: #2e2017; border: 1px solid #5a3d26; border-radius: 5px; padding: 4px 8px;
  color: #efe2cc;
}
QComboBox QAbstractItemView { background: #2e2017; color: #efe2cc; selection-background-color: #7a4619; }
QAbstractSpinBox {
  background: #2e2017; border: 1px solid #5a3d26; border-radius: 5px; padding: 3px 6px;
  color: #efe2cc; selection-background-color: #9a5a26;
}
QAbstractSpinBox:disabled, QComboBox:disabled, QLineEdit:disabled {
  color: #8f7c66; background: #231912; border-color: #3a2a1e;
}
QSlider::groove:horizontal { height: 4px; background: #5a3d26; border-radius: 2px; }
QSlider::handle:horizontal {
  width: 14px; margin: -6px 0; border-radius: 7px; background: #d9a55f; border: 1px solid #3d220c;
}
QSlider::groove:horizontal:disabled { background: #3a2a1e; }
QSlider::handle:horizontal:disabled { background: #5a4a3a; border-color: #2a1d14; }
QTextBrowser, QTextEdit, QPlainTextEdit, QListView, QTreeView {
  background: #1f160f; color: #efe2cc; border: 1px solid rgba(255, 220, 170, 40);
  selection-background-color: #7a4619; selection-color: #fff4e2;
}
QCheckBox::indicator, QRadioButton::indicator {
  width: 14px; height: 14px; border: 2px solid #d9a55f; background: #1f160f;
}
QRadioButton::indicator { border-radius: 9px; }
QCheckBox::indicator { border-radius: 4px; }
QRadioButton::indicator:checked {
  background: qradialgradient(cx:0.5, cy:0.5, radius:0.5, fx:0.5, fy:0.5,
                              stop:0 #ffd28a, stop:0.5 #ffd28a, stop:0.6 #1f160f, stop:1 #1f160f);
}
QCheckBox::indicator:checked { background: #ffd28a; border-color: #ffd28a; }
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled { border-color: #6b5a48; }
QCheckBox:disabled, QRadioButton:disabled, QLabel:disabled { color: #8f7c66; }
QToolTip { background: #241911; color: #efe2cc; border: 1px solid #4a3220; }
QScrollBar:vertical { background: transparent; width: 8px; }
QScrollBar::handle:vertical { background: rgba(255, 220, 170, 60); border-radius: 4px; min-height: 20px; }
QScrollBar::add-line, QScrollBar::sub-line { height: 0; }
)");
}

QPalette palette() {
    const QColor text(0xef, 0xe2, 0xcc), bright(0xff, 0xf4, 0xe2), dim(0x8f, 0x7c, 0x66);
    const QColor window(0x22, 0x18, 0x10), base(0x1f, 0x16, 0x0f), alt(0x2a, 0x1f, 0x16);
    const QColor button(0x6e, 0x3c, 0x15), highlight(0x7a, 0x46, 0x19);
    QPalette p;
    for (QPalette::ColorGroup g : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        const bool off = g == QPalette::Disabled;
        p.setColor(g, QPalette::Window, window);
        p.setColor(g, QPalette::WindowText, off ? dim : text);
        p.setColor(g, QPalette::Base, base);
        p.setColor(g, QPalette::AlternateBase, alt);
        p.setColor(g, QPalette::Text, off ? dim : text);
        p.setColor(g, QPalette::PlaceholderText, dim);
        p.setColor(g, QPalette::Button, button);
        p.setColor(g, QPalette::ButtonText, off ? dim : bright);
        p.setColor(g, QPalette::BrightText, bright);
        p.setColor(g, QPalette::Highlight, highlight);
        p.setColor(g, QPalette::HighlightedText, bright);
        p.setColor(g, QPalette::ToolTipBase, QColor(0x24, 0x19, 0x11));
        p.setColor(g, QPalette::ToolTipText, text);
        p.setColor(g, QPalette::Link, QColor(0xf0, 0xb0, 0x60));
        p.setColor(g, QPalette::LinkVisited, QColor(0xd9, 0x95, 0x4f));
    }
    return p;
}

void apply(QWidget* window) {
    QApplication::setPalette(palette());
    window->setStyleSheet(styleSheet());
}

}  // namespace AppStyle
