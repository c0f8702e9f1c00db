#include "ui/CapturesBox.h"

#include <algorithm>

#include "engine/games/GameTypes.h"

CapturesBox::CapturesBox(QWidget* parent) : QComboBox(parent) {
    addItem(tr("Every goat taken"), bagh::games::kLambsEveryGoat);
    addItem(tr("Five goats taken"), 5);
    addItem(tr("Six goats taken"), 6);
}

void CapturesBox::setCaptures(int captures) { setCurrentIndex(std::max(0, findData(captures))); }
