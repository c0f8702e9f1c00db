<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>AnalysisPanel</name>
    <message numerus="yes">
        <source>%Ln possible move(s) · %1</source>
        <translation>
            <numerusform>%Ln possible move · %1</numerusform>
            <numerusform>%Ln possible moves · %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln legal move(s), %1 proven · depth %2 · %3</source>
        <translation>
            <numerusform>%Ln legal move, %1 proven · depth %2 · %3</numerusform>
            <numerusform>%Ln legal moves, %1 proven · depth %2 · %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message numerus="yes">
        <source>%1 · %Ln new</source>
        <translation>
            <numerusform>%1 · %Ln new</numerusform>
            <numerusform>%1 · %Ln new</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClickInterpreter</name>
    <message numerus="yes">
        <source>Goats still in hand must be placed first (%Ln left): choose an empty point.</source>
        <translation>
            <numerusform>Goats still in hand must be placed first (%Ln left): choose an empty point.</numerusform>
            <numerusform>Goats still in hand must be placed first (%Ln left): choose an empty point.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameNarrator</name>
    <message numerus="yes">
        <source>%Ln move(s).</source>
        <translation>
            <numerusform>%Ln move.</numerusform>
            <numerusform>%Ln moves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameWords</name>
    <message numerus="yes">
        <source>Lambs and Tigers, %Ln captures win · %1</source>
        <translation>
            <numerusform>Lambs and Tigers, %Ln capture wins · %1</numerusform>
            <numerusform>Lambs and Tigers, %Ln captures win · %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%Ln goats have been captured.</source>
        <translation>
            <numerusform>%Ln goat has been captured.</numerusform>
            <numerusform>%Ln goats have been captured.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message numerus="yes">
        <source>%1 loses: %2 answer %3 and win in %Ln moves.</source>
        <translation>
            <numerusform>%1 loses: %2 answer %3 and win in %Ln move.</numerusform>
            <numerusform>%1 loses: %2 answer %3 and win in %Ln moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses: %2 win in %Ln moves.</source>
        <translation>
            <numerusform>%1 loses: %2 win in %Ln move.</numerusform>
            <numerusform>%1 loses: %2 win in %Ln moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Placement: %Ln goats still in hand.</source>
        <translation>
            <numerusform>Placement: %Ln goat still in hand.</numerusform>
            <numerusform>Placement: %Ln goats still in hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionBar</name>
    <message numerus="yes">
        <source>%1 offers a draw: %Ln moves without a capture or a placement. Do you accept?</source>
        <translation>
            <numerusform>%1 offers a draw: %Ln move without a capture or a placement. Do you accept?</numerusform>
            <numerusform>%1 offers a draw: %Ln moves without a capture or a placement. Do you accept?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudyTools</name>
    <message numerus="yes">
        <source>Playing a move here drops the %Ln later move(s) of this game.</source>
        <translation>
            <numerusform>Playing a move here drops the %Ln later move of this game.</numerusform>
            <numerusform>Playing a move here drops the %Ln later moves of this game.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tutor</name>
    <message numerus="yes">
        <source>With best play the tigers need %Ln moves.</source>
        <translation>
            <numerusform>With best play the tigers need %Ln move.</numerusform>
            <numerusform>With best play the tigers need %Ln moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With best play the goats need %Ln moves.</source>
        <translation>
            <numerusform>With best play the goats need %Ln move.</numerusform>
            <numerusform>With best play the goats need %Ln moves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValueWords</name>
    <message numerus="yes">
        <source>win in %Ln move(s)</source>
        <translation>
            <numerusform>win in %Ln move</numerusform>
            <numerusform>win in %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss in %Ln move(s)</source>
        <translation>
            <numerusform>loss in %Ln move</numerusform>
            <numerusform>loss in %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 win in %Ln move(s)</source>
        <translation>
            <numerusform>%1 win in %Ln move</numerusform>
            <numerusform>%1 win in %Ln moves</numerusform>
        </translation>
    </message>
</context>
</TS>
