<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>AnalysisPanel</name>
    <message numerus="yes">
        <source>%n legal move(s), %1 proven · depth %2 · %3</source>
        <translation>
            <numerusform>%n legal move, %1 proven · depth %2 · %3</numerusform>
            <numerusform>%n legal moves, %1 proven · depth %2 · %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClickInterpreter</name>
    <message numerus="yes">
        <source>Goats still in hand must be placed first (%n left): click an empty point.</source>
        <translation>
            <numerusform>Goats still in hand must be placed first (%n left): click an empty point.</numerusform>
            <numerusform>Goats still in hand must be placed first (%n left): click an empty point.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LambsWindow</name>
    <message numerus="yes">
        <source>Tigers win: %n goats taken.</source>
        <translation>
            <numerusform>Tigers win: %n goat taken.</numerusform>
            <numerusform>Tigers win: %n goats taken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n legal move(s) · depth %1 · final</source>
        <translation>
            <numerusform>%n legal move · depth %1 · final</numerusform>
            <numerusform>%n legal moves · depth %1 · final</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n legal move(s) · depth %1 · analysing…</source>
        <translation>
            <numerusform>%n legal move · depth %1 · analysing…</numerusform>
            <numerusform>%n legal moves · depth %1 · analysing…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message numerus="yes">
        <source>%1 loses: %2 win in %n plies.</source>
        <translation>
            <numerusform>%1 loses: %2 win in %n ply.</numerusform>
            <numerusform>%1 loses: %2 win in %n plies.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Placement: %n goats still in hand.</source>
        <translation>
            <numerusform>Placement: %n goat still in hand.</numerusform>
            <numerusform>Placement: %n goats still in hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudyTools</name>
    <message numerus="yes">
        <source>Playing a move here drops the %n later move(s) of this game.</source>
        <translation>
            <numerusform>Playing a move here drops the later move of this game.</numerusform>
            <numerusform>Playing a move here drops the %n later moves of this game.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValueWords</name>
    <message numerus="yes">
        <source>win in %n</source>
        <translation>
            <numerusform>win in %n</numerusform>
            <numerusform>win in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss in %n</source>
        <translation>
            <numerusform>loss in %n</numerusform>
            <numerusform>loss in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n plies</source>
        <translation>
            <numerusform> in %n ply</numerusform>
            <numerusform> in %n plies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 win in %n move(s)</source>
        <translation>
            <numerusform>%1 win in %n move</numerusform>
            <numerusform>%1 win in %n moves</numerusform>
        </translation>
    </message>
</context>
</TS>
