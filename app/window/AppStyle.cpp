#include "window/AppStyle.h"

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
QToolButton {
  background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #9a5a26, stop:1 #6e3c15);
  color: #fff4e2; border: 1px solid #3d220c; border-radius: 7px; padding: 5px 14px;
  font-weight: bold;
}
QToolButton:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #b56c30, stop:1 #82481b); }
QToolButton:pressed { background: #5a300f; }
QToolButton:disabled { background: #3a2a1e; color: #7d6b58; border-color: #2a1d14; }
QToolButton:checked { background: #3d6b2a; }
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
QLabel#resultTitle { font-size: 28px; font-weight: bold; color: #ffd28a; }
QGroupBox { border: 1px solid rgba(255, 220, 170, 40); border-radius: 8px; margin-top: 14px; padding: 8px; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; color: #d9a55f; }
QComboBox {
  background: #2e2017; border: 1px solid #5a3d26; border-radius: 5px; padding: 4px 8px;
  color: #efe2cc;
}
QComboBox QAbstractItemView { background: #2e2017; color: #efe2cc; selection-background-color: #7a4619; }
QScrollBar:vertical { background: transparent; width: 8px; }
QScrollBar::handle:vertical { background: rgba(255, 220, 170, 60); border-radius: 4px; min-height: 20px; }
QScrollBar::add-line, QScrollBar::sub-line { height: 0; }
)");
}

}  // namespace AppStyle
