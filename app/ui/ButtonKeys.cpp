#include "ui/ButtonKeys.h"

#include <QAbstractButton>
#include <QKeySequence>
#include <QShortcut>

namespace ButtonKeys {

void clickOnKey(QWidget* owner, Qt::Key key, QAbstractButton* button) {
    auto* shortcut = new QShortcut(QKeySequence(key), owner);
    QObject::connect(shortcut, &QShortcut::activated, button, [button] {
        if (button->isEnabled()) button->click();
    });
}

}  // namespace ButtonKeys
