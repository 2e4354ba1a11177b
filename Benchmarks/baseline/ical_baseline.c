/*
 * The limits fancal's import and export are measured against: plain libical, in C, doing the
 * least work that still reads or writes what fancal reads or writes.
 *
 *   ical_baseline parse FILE
 *       reads FILE whole, icalparser_parse_string on it, then walks every VEVENT reading
 *       DTSTART, SUMMARY, CATEGORIES and X-FANCAL-AMOUNT; prints the count and a checksum.
 *   ical_baseline serialize N OUT
 *       builds N VEVENTs with the properties fancal's export writes (UID, DTSTAMP, SEQUENCE,
 *       DTSTART/DTEND with a TZID or as dates, SUMMARY, LOCATION, DESCRIPTION, CATEGORIES,
 *       X-FANCAL-*), serialises each with icalcomponent_as_ical_string_r and writes it to OUT
 *       inside one VCALENDAR; prints the count and the bytes written.
 *
 * Built by `make bench` with: gcc -O2 ical_baseline.c -lical
 */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); exit(1); }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *data = malloc((size_t)size + 1);
    if (!data || fread(data, 1, (size_t)size, file) != (size_t)size) { perror(path); exit(1); }
    data[size] = 0;
    fclose(file);
    *length = (size_t)size;
    return data;
}

static unsigned long checksum;

static void walk_event(icalcomponent *event) {
    struct icaltimetype start = icalcomponent_get_dtstart(event);
    checksum += (unsigned long)(start.year * 10000 + start.month * 100 + start.day);
    const char *summary = icalcomponent_get_summary(event);
    if (summary) checksum += strlen(summary);
    icalproperty *categories = icalcomponent_get_first_property(event, ICAL_CATEGORIES_PROPERTY);
    if (categories) {
        const char *value = icalproperty_get_categories(categories);
        if (value) checksum += strlen(value);
    }
    for (icalproperty *property = icalcomponent_get_first_property(event, ICAL_X_PROPERTY); property;
         property = icalcomponent_get_next_property(event, ICAL_X_PROPERTY)) {
        const char *name = icalproperty_get_x_name(property);
        if (name && strcmp(name, "X-FANCAL-AMOUNT") == 0) {
            const char *value = icalproperty_get_x(property);
            if (value) checksum += (unsigned long)atol(value);
            break;
        }
    }
}

static long walk(icalcomponent *component) {
    long count = 0;
    if (icalcomponent_isa(component) == ICAL_VEVENT_COMPONENT) {
        walk_event(component);
        return 1;
    }
    for (icalcomponent *child = icalcomponent_get_first_component(component, ICAL_ANY_COMPONENT); child;
         child = icalcomponent_get_next_component(component, ICAL_ANY_COMPONENT)) {
        icalcomponent_kind kind = icalcomponent_isa(child);
        if (kind == ICAL_VEVENT_COMPONENT) {
            walk_event(child);
            count++;
        } else if (kind == ICAL_VCALENDAR_COMPONENT) {
            count += walk(child);
        }
    }
    return count;
}

static int parse(const char *path) {
    size_t length;
    char *data = read_file(path, &length);
    icalcomponent *root = icalparser_parse_string(data);
    if (!root) { fprintf(stderr, "%s: libical could not parse\n", path); return 1; }
    long count = walk(root);
    printf("%ld events, checksum %lu\n", count, checksum);
    icalcomponent_free(root);
    free(data);
    return 0;
}

static const char *titles[] = {
    "AOI LIVE TOUR 2026 〜きらめきの向こう側〜 東京ドーム公演 🎤✨ 第12夜",
    "星空ユニット ツアーグッズ（ペンライト・タオル・アクリルスタンド）まとめ買い 🛍️💜",
    "LUMINA 2025 新譜『真夜中のシンフォニー』初回限定盤 Blu-ray付き 💿",
    "사랑해 Project 팬미팅 2026 서울 올림픽홀 🎉 day 2",
    "Nova☆Stars Photocard trade, Berlin meetup; \"limited\" edition #6",
    "推し fan event 31",
};
static const char *venues[] = {"東京ドーム", "日本武道館, 東京", "올림픽홀; 서울", NULL};
static const char *memos[] = {
    "席: アリーナ A5ブロック, 12列; 整理番号 \\ 123\n同行: 友達2人 🎫\n物販は朝9時から並ぶ",
    "Seat: floor, row 3; bring the lightstick\\battery.\nTrain 17:42 → venue", NULL, NULL,
};
static const char *category_names[] = {"Live", "Goods", "CD/DVD", "Streaming", "Other"};
static const char *category_ids[] = {"live", "goods", "cd_dvd", "streaming", "other"};
static const char *zones[] = {"Asia/Tokyo", "Asia/Seoul", "Europe/Berlin", "America/Los_Angeles"};
static const char *currencies[] = {"JPY", "KRW", "EUR", "USD"};
static const char *amounts[] = {"12000", "55000", "49.90", "120.00"};

static icalproperty *x_property(const char *name, const char *value) {
    icalproperty *property = icalproperty_new_x(value);
    icalproperty_set_x_name(property, name);
    return property;
}

static void write_text(FILE *out, char *text) {
    fputs(text, out);
    icalmemory_free_buffer(text);
}

static int serialize(long count, const char *path) {
    FILE *out = fopen(path, "wb");
    if (!out) { perror(path); return 1; }
    icaltimezone *utc = icaltimezone_get_utc_timezone();
    icalcomponent *calendar = icalcomponent_new(ICAL_VCALENDAR_COMPONENT);
    icalcomponent_add_property(calendar, icalproperty_new_version("2.0"));
    icalcomponent_add_property(calendar, icalproperty_new_prodid("-//fancal//baseline//EN"));
    icalcomponent_add_property(calendar, icalproperty_new_calscale("GREGORIAN"));
    char *header = icalcomponent_as_ical_string_r(calendar);
    const char *footer = "END:VCALENDAR\r\n";
    header[strlen(header) - strlen(footer)] = 0;
    write_text(out, header);
    icalcomponent_free(calendar);
    unsigned long bytes = 0;
    for (long i = 0; i < count; i++) {
        icalcomponent *event = icalcomponent_new(ICAL_VEVENT_COMPONENT);
        char uid[64];
        snprintf(uid, sizeof uid, "bench-%07ld@fancal.example", i);
        icalcomponent_add_property(event, icalproperty_new_uid(uid));
        icalcomponent_add_property(event, icalproperty_new_dtstamp(icaltime_from_timet_with_zone(1795996800, 0, utc)));
        icalcomponent_add_property(event, icalproperty_new_sequence(0));
        struct icaltimetype day = icaltime_from_day_of_year((int)(i % 365) + 1, 2016 + (int)(i % 11));
        if (i % 10 < 3) {
            day.is_date = 1;
            icalcomponent_add_property(event, icalproperty_new_dtstart(day));
            struct icaltimetype next = day;
            icaltime_adjust(&next, 1, 0, 0, 0);
            icalcomponent_add_property(event, icalproperty_new_dtend(next));
        } else {
            day.is_date = 0;
            day.hour = 18;
            struct icaltimetype end = day;
            end.hour = 21;
            const char *zone = zones[i % 4];
            icalproperty *start = icalproperty_new_dtstart(day);
            icalproperty_add_parameter(start, icalparameter_new_tzid(zone));
            icalcomponent_add_property(event, start);
            icalproperty *finish = icalproperty_new_dtend(end);
            icalproperty_add_parameter(finish, icalparameter_new_tzid(zone));
            icalcomponent_add_property(event, finish);
        }
        icalcomponent_add_property(event, icalproperty_new_summary(titles[i % 6]));
        if (venues[i % 4]) icalcomponent_add_property(event, icalproperty_new_location(venues[i % 4]));
        if (memos[i % 4]) icalcomponent_add_property(event, icalproperty_new_description(memos[i % 4]));
        icalcomponent_add_property(event, icalproperty_new_categories(category_names[i % 5]));
        icalcomponent_add_property(event, x_property("X-FANCAL-CATEGORY", category_ids[i % 5]));
        icalcomponent_add_property(event, x_property("X-FANCAL-SUB", "ticket"));
        icalcomponent_add_property(event, x_property("X-FANCAL-ARTIST", "AOI"));
        icalcomponent_add_property(event, x_property("X-FANCAL-AMOUNT", amounts[i % 4]));
        icalcomponent_add_property(event, x_property("X-FANCAL-CURRENCY", currencies[i % 4]));
        char *text = icalcomponent_as_ical_string_r(event);
        bytes += strlen(text);
        write_text(out, text);
        icalcomponent_free(event);
    }
    fputs(footer, out);
    if (fclose(out) != 0) { perror(path); return 1; }
    printf("%ld events, %lu bytes\n", count, bytes);
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "parse") == 0) return parse(argv[2]);
    if (argc == 4 && strcmp(argv[1], "serialize") == 0) return serialize(atol(argv[2]), argv[3]);
    fprintf(stderr, "usage: %s parse FILE | serialize N OUT\n", argv[0]);
    return 2;
}
