#include "window/ShortcutGuard.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLineEdit>

void ShortcutGuard::install(QLineEdit* edit) { edit->installEventFilter(new ShortcutGuard(edit)); }

bool ShortcutGuard::isTyping(const QLineEdit* edit) {
    return edit->isModified() && !edit->text().isEmpty();
}

bool ShortcutGuard::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ShortcutOverride) return false;
    auto* edit = qobject_cast<QLineEdit*>(watched);
    if (!edit || isTyping(edit)) return false;
    // Enter still belongs to the box (it loads or plays what is there).
    const int key = static_cast<QKeyEvent*>(event)->key();
    if (key == Qt::Key_Return || key == Qt::Key_Enter) return false;
    event->ignore();  // not claimed: the shortcut map gets the key
    return true;
}
