// Help ▸ About: version, licence and credits.
#pragma once

class QMessageBox;
class QWidget;
class QString;

namespace AboutBox {

// The box's rich text (tests check the version and licence in it).
QString text();
// The box, not shown yet, kept on its screen (FitToScreen); the caller owns it.
QMessageBox* create(QWidget* parent);
// Shows the box and waits for it to be closed.
void show(QWidget* parent);

}  // namespace AboutBox
