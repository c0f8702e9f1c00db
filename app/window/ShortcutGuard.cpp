#include "window/ShortcutGuard.h"

#include <QAction>
#include <QEvent>
#include <QKeyEvent>
#include <QLineEdit>

namespace {

// True if `press` is a key one of the window's actions is bound to (on or off): such a key is
// the window's, never a letter for an idle box.
bool windowKey(const QLineEdit* edit, const QKeyEvent* press) {
    const QKeySequence pressed(press->keyCombination());
    const QList<QAction*> actions = edit->window()->findChildren<QAction*>();
    for (const QAction* a : actions)
        for (const QKeySequence& key : a->shortcuts())
            if (key.matches(pressed) == QKeySequence::ExactMatch) return true;
    return false;
}

}  // namespace

void ShortcutGuard::install(QLineEdit* edit) { edit->installEventFilter(new ShortcutGuard(edit)); }

bool ShortcutGuard::isTyping(const QLineEdit* edit) {
    return edit->isModified() && !edit->text().isEmpty();
}

bool ShortcutGuard::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type type = event->type();
    if (type != QEvent::ShortcutOverride && type != QEvent::KeyPress) return false;
    auto* edit = qobject_cast<QLineEdit*>(watched);
    if (!edit || isTyping(edit)) return false;
    // Enter still belongs to the box (it loads or plays what is there).
    auto* key = static_cast<QKeyEvent*>(event);
    if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) return false;
    if (type == QEvent::ShortcutOverride) {
        event->ignore();  // not claimed: the shortcut map gets the key
        return true;
    }
    // A key press reaches the box only when no shortcut took it: a window key whose action is
    // off (Pause after the end, Hint on the computer's turn) does nothing rather than type.
    return windowKey(edit, key);
}
