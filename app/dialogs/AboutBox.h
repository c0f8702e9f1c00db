// Help ▸ About: version, licence and credits.
#pragma once

class QWidget;
class QString;

namespace AboutBox {

// The box's rich text (tests check the version and licence in it).
QString text();
void show(QWidget* parent);

}  // namespace AboutBox
