package org.teamchess.support.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CsvTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '~', value = {
            "=HYPERLINK(\"http://x\")|\"'=HYPERLINK(\"\"http://x\"\")\"",
            "=1+1|'=1+1",
            "+cmd|'+cmd",
            "-2+3|-2+3",
            "@SUM(A1)|'@SUM(A1)",
            "Школа №1|Школа №1",
            "O'Brien|O'Brien",
            "+79991234567|+79991234567",
            "-1|-1",
            "2,5|2,5",
            "-0,5|-0,5",
            "1½|1½",
            "+|+",
            "-|-",
            "+ -|+ -",
            "- 2½|- 2½",
            "-A1|'-A1",
            "a;b|\"a;b\""})
    void cellsAreNeutralisedAndQuoted(String text, String expected) {
        assertEquals(expected, Csv.cell(text));
    }

    @Test
    void ddeCallIsNeutralised() {
        assertEquals("'+cmd|' /C calc'!A0", Csv.cell("+cmd|' /C calc'!A0"));
        assertEquals("'-1+cmd|' /C calc'!A0", Csv.cell("-1+cmd|' /C calc'!A0"));
    }

    @Test
    void tabAndCarriageReturnFirstAreNeutralised() {
        assertEquals("'\t=1", Csv.cell("\t=1"));
        assertEquals("\"'\r=1\"", Csv.cell("\r=1"));
    }

    @Test
    void nullIsAnEmptyCell() {
        assertEquals("", Csv.cell(null));
    }

    @Test
    void aLineIsSemicolonSeparatedWithCrlf() {
        assertEquals("1;'=A1;\"x\"\"y\";\r\n", Csv.line(Arrays.asList("1", "=A1", "x\"y", null)));
        assertEquals("\r\n", Csv.line(List.of()));
    }
}
